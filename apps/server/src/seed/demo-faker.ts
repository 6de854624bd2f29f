import { en, en_US, Faker } from '@faker-js/faker';
import { hashInts } from './random';

/** A faker of its own (never the global one), re-seeded per entity so values stay stable. */
export class DemoFaker {
  readonly faker = new Faker({ locale: [en_US, en] });

  constructor(private readonly seed: number) {}

  /** The faker, seeded for one entity of one kind. */
  for(kind: number, index: number): Faker {
    this.faker.seed(hashInts(this.seed, kind, index));
    return this.faker;
  }
}

/** Lower-case ASCII letters only, for e-mail addresses and domains. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
