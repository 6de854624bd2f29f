import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolveTarget } from './safe-fetch';

describe('the addresses a feed’s photo may be fetched from', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['fc00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['8.8.8.8', true],
    ['172.32.0.1', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses a name that resolves to a loopback address unless the operator allows the host', async () => {
    await expect(resolveTarget(new URL('http://localhost/a.jpg'), [])).rejects.toThrow(
      /localhost is not a public address/,
    );
    await expect(resolveTarget(new URL('http://[::1]:8080/a.jpg'), [])).rejects.toThrow(
      /not a public address/,
    );
    await expect(
      resolveTarget(new URL('http://localhost/a.jpg'), ['LocalHost']),
    ).resolves.toMatchObject({
      address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
    });
  });
});
