import type { Random } from './random';

export function memberTitle(random: Random, type: string, founder: boolean): string {
  if (type === 'Office Manager') return 'Office Manager';
  if (type === 'Broker')
    return founder ? random.pick(['Broker/Owner', 'Designated Broker']) : 'Broker Associate';
  return random.weighted([
    ['REALTOR®', 60],
    ['Sales Associate', 25],
    ['Team Lead', 8],
    ['Luxury Specialist', 4],
    ['Leasing Specialist', 3],
  ]);
}

const SPECIALTIES = [
  'first-time buyers',
  'move-up buyers',
  'downsizing and retirement moves',
  'investment property',
  'new construction',
  'relocation',
  'horse and ranch property',
  'condominiums and lofts',
  'probate and trust sales',
  'vacation homes',
];

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A short biography assembled from the member's own details. */
export function memberBio(
  random: Random,
  details: {
    first: string;
    years: number;
    areas: readonly string[];
    languages: readonly string[];
    designations: readonly string[];
  },
): string {
  const sentences = [
    `${details.first} has helped clients buy and sell homes for ${details.years} ${details.years === 1 ? 'year' : 'years'}, with a focus on ${list(random.some(SPECIALTIES, random.int(1, 2)))}.`,
    `Areas served include ${list(details.areas)}.`,
  ];
  if (details.designations.length > 0) {
    sentences.push(
      `Holds the ${list(details.designations)} ${details.designations.length === 1 ? 'designation' : 'designations'}.`,
    );
  }
  if (details.languages.length > 1) sentences.push(`Speaks ${list(details.languages)}.`);
  sentences.push(
    random.pick([
      'Known for clear communication and careful negotiation.',
      'A lifelong resident of the region who knows its neighbourhoods street by street.',
      'Committed to making every move as smooth as possible.',
      'Available evenings and weekends.',
    ]),
  );
  return sentences.join(' ');
}
