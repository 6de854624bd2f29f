import { demoPhotoScene } from './demo-photo-scenes';
import type { DemoMediaName, ListingPhotoKind } from './media-name';
import { drawRoom } from './media-rooms';

/** Draws demo pictures as SVG: the same name always gives the same picture. */

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const SIDING = [
  '#e8dcc4',
  '#c9d6df',
  '#f2efe6',
  '#d9c3a5',
  '#b8c4b0',
  '#e6d3b3',
  '#a9b8c9',
  '#efe1d1',
  '#cfc6b8',
];
const ROOF = ['#5b4a42', '#4a4f57', '#7a3f2e', '#6b5d52', '#3f4a4f', '#8a5a44'];
const DOOR = ['#7b2d26', '#1f3a5f', '#2f4f3a', '#5a3e2b', '#333a40', '#8c6d1f'];
const SKIES = [
  ['#7fb2e5', '#d7ecfb'],
  ['#6aa6de', '#cfe7f7'],
  ['#f3b37a', '#fde6c8'],
  ['#8fb8de', '#f4e1c1'],
] as const;

function scene(random: Random, position: number, body: string, ground: string): string {
  const [top, bottom] = SKIES[(position - 1) % SKIES.length] ?? SKIES[0];
  const cloud = (x: number, y: number, s: number) =>
    `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${22 * s}"/><ellipse cx="${x + 40 * s}" cy="${y - 14 * s}" rx="${44 * s}" ry="${26 * s}"/></g>`;
  const zoom = position === 1 ? 1 : 1 + (position % 3) * 0.08;
  const shift = position === 1 ? 0 : ((position % 5) - 2) * 30;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="1024" height="576" fill="url(#sky)"/>
<circle cx="${820 + random() * 120}" cy="${70 + random() * 40}" r="36" fill="#fff6d5" opacity="0.9"/>
${cloud(150 + random() * 200, 90 + random() * 40, 1)}${cloud(520 + random() * 200, 70 + random() * 30, 0.8)}
<rect y="430" width="1024" height="146" fill="${ground}"/>
<g transform="translate(${512 + shift} 470) scale(${zoom}) translate(-512 -470)">${body}</g>`;
}

function tree(x: number, y: number, size: number, leaf: string): string {
  return `<rect x="${x - 6 * size}" y="${y - 60 * size}" width="${12 * size}" height="${60 * size}" fill="#6b4f3a"/>
<circle cx="${x}" cy="${y - 90 * size}" r="${48 * size}" fill="${leaf}"/><circle cx="${x - 30 * size}" cy="${y - 70 * size}" r="${32 * size}" fill="${leaf}"/><circle cx="${x + 30 * size}" cy="${y - 70 * size}" r="${32 * size}" fill="${leaf}"/>`;
}

function windowAt(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9cc3dd" stroke="#fff" stroke-width="5"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="3"/>`;
}

function house(random: Random): string {
  const siding = pick(random, SIDING);
  const roof = pick(random, ROOF);
  const twoStorey = random() < 0.45;
  const top = twoStorey ? 250 : 320;
  const garage = random() < 0.7;
  const parts = [
    `<polygon points="290,${top + 4} 512,${top - 120} 734,${top + 4}" fill="${roof}"/>`,
    `<rect x="312" y="${top}" width="400" height="${470 - top}" fill="${siding}"/>`,
    windowAt(345, top + 40, 80, 60),
    twoStorey ? windowAt(470, top + 40, 80, 60) + windowAt(600, top + 40, 80, 60) : '',
    `<rect x="${garage ? 420 : 480}" y="380" width="64" height="90" fill="${pick(random, DOOR)}"/>`,
    windowAt(garage ? 345 : 570, 385, 70, 50),
  ];
  if (garage) {
    parts.push(
      `<polygon points="700,334 790,290 880,334" fill="${roof}"/><rect x="712" y="334" width="156" height="136" fill="${siding}"/><rect x="730" y="368" width="120" height="102" fill="#e9e9e4" stroke="#c8c8c0" stroke-width="4"/>`,
    );
  }
  if (random() < 0.5)
    parts.push(`<rect x="620" y="${top - 90}" width="30" height="70" fill="#8a7767"/>`);
  return parts.join('') + tree(180, 470, 1 + random() * 0.4, '#4f7d3a');
}

function condo(random: Random): string {
  const wall = pick(random, SIDING);
  const floors = 4 + Math.floor(random() * 5);
  const floorHeight = Math.min(62, 380 / floors);
  const top = 470 - floors * floorHeight;
  const rows: string[] = [
    `<rect x="332" y="${top}" width="360" height="${470 - top}" fill="${wall}"/>`,
  ];
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < 4; column++) {
      const x = 352 + column * 86;
      const y = top + floor * floorHeight + 12;
      rows.push(`<rect x="${x}" y="${y}" width="62" height="${floorHeight - 26}" fill="#8fb4cf"/>`);
      if (column % 2 === 1)
        rows.push(
          `<rect x="${x - 6}" y="${y + floorHeight - 22}" width="74" height="6" fill="#55606b"/>`,
        );
    }
  }
  rows.push(`<rect x="322" y="${top - 14}" width="380" height="14" fill="${pick(random, ROOF)}"/>`);
  return rows.join('') + tree(250, 470, 0.9, '#52803f') + tree(790, 470, 1.1, '#476f38');
}

function multi(random: Random): string {
  const wall = pick(random, SIDING);
  const units = 2 + Math.floor(random() * 3);
  const width = 560 / units;
  const parts = [
    `<polygon points="212,262 512,200 812,262" fill="${pick(random, ROOF)}"/>`,
    `<rect x="232" y="262" width="560" height="208" fill="${wall}"/>`,
  ];
  for (let unit = 0; unit < units; unit++) {
    const x = 232 + unit * width;
    parts.push(
      windowAt(x + width / 2 - 40, 285, 80, 56),
      `<rect x="${x + width / 2 - 28}" y="385" width="56" height="85" fill="${pick(random, DOOR)}"/>`,
    );
    if (unit > 0)
      parts.push(
        `<line x1="${x}" y1="262" x2="${x}" y2="470" stroke="#00000022" stroke-width="4"/>`,
      );
  }
  return parts.join('') + tree(140, 470, 1, '#4d7a3b');
}

function commercial(random: Random): string {
  const wall = pick(random, ['#d8cbb8', '#c2c7cc', '#e0d6c8', '#b9b1a4', '#a7b3bd']);
  const awning = pick(random, ['#b03a2e', '#1f6f8b', '#2e7d4f', '#c17d11', '#4b4e6d']);
  const parts = [
    `<rect x="212" y="250" width="600" height="220" fill="${wall}"/>`,
    `<rect x="200" y="236" width="624" height="18" fill="#6e6e6e"/>`,
    `<rect x="252" y="272" width="520" height="40" fill="#ffffffcc"/><rect x="272" y="284" width="480" height="16" fill="${awning}" opacity="0.6"/>`,
    `<polygon points="232,330 792,330 772,360 252,360" fill="${awning}"/>`,
  ];
  for (let i = 0; i < 4; i++)
    parts.push(
      `<rect x="${252 + i * 132}" y="372" width="110" height="98" fill="#7fa6c2" stroke="#dfe6ea" stroke-width="5"/>`,
    );
  parts.push(`<rect x="0" y="470" width="1024" height="20" fill="#9a9a94"/>`);
  return parts.join('');
}

function farm(random: Random): string {
  const barn = pick(random, ['#9e2b25', '#8a3324', '#a8442f', '#6e4a35']);
  const rows: string[] = [];
  for (let i = 0; i < 8; i++)
    rows.push(
      `<line x1="${-200 + i * 180}" y1="576" x2="${440 + i * 30}" y2="440" stroke="#5f8a3c" stroke-width="14"/>`,
    );
  return `${rows.join('')}<polygon points="402,300 452,230 572,230 622,300" fill="#4d4d4d"/>
<rect x="402" y="300" width="220" height="170" fill="${barn}"/><rect x="472" y="370" width="80" height="100" fill="#f3efe6"/>
<line x1="472" y1="370" x2="552" y2="470" stroke="${barn}" stroke-width="6"/><line x1="552" y1="370" x2="472" y2="470" stroke="${barn}" stroke-width="6"/>
<rect x="652" y="230" width="70" height="240" fill="#b9bec2"/><ellipse cx="687" cy="230" rx="35" ry="22" fill="#9aa0a5"/>
${tree(250, 450, 0.8 + random() * 0.3, '#4f7d3a')}`;
}

function land(random: Random): string {
  const hill = pick(random, ['#9bbf6a', '#b5c27a', '#c9b77a', '#8fb36b']);
  const posts: string[] = [];
  for (let x = 40; x < 1024; x += 90)
    posts.push(`<rect x="${x}" y="470" width="8" height="46" fill="#7a5c3e"/>`);
  return `<path d="M0,440 C200,${360 + random() * 40} 400,${400 + random() * 30} 620,420 S900,${370 + random() * 40} 1024,410 L1024,576 L0,576 Z" fill="${hill}"/>
<path d="M0,470 C300,440 700,500 1024,450" stroke="#d9c9a0" stroke-width="22" fill="none"/>
${posts.join('')}<line x1="0" y1="482" x2="1024" y2="482" stroke="#7a5c3e" stroke-width="3"/><line x1="0" y1="500" x2="1024" y2="500" stroke="#7a5c3e" stroke-width="3"/>
${tree(700 + random() * 150, 430, 1.2, '#56743a')}`;
}

const DRAW: Record<ListingPhotoKind, { body: (random: Random) => string; ground: string }> = {
  house: { body: house, ground: '#79a85a' },
  condo: { body: condo, ground: '#8fae6e' },
  multi: { body: multi, ground: '#7ea95e' },
  commercial: { body: commercial, ground: '#b5b5ad' },
  farm: { body: farm, ground: '#8db45f' },
  land: { body: land, ground: '#a8c27a' },
};

function portrait(subject: number): string {
  const random = generator(hash(`agent-${subject}`));
  const background = pick(random, [
    '#2f6f8f',
    '#8f4f2f',
    '#4f7f4f',
    '#6f4f8f',
    '#8f6f2f',
    '#2f8f7f',
    '#7f2f4f',
  ]);
  const tone = pick(random, ['#f1d3bc', '#e0b48f', '#c68e63', '#a4704a', '#7a4f33', '#f6dfcf']);
  return `<rect width="400" height="400" fill="${background}"/>
<circle cx="200" cy="160" r="78" fill="${tone}"/>
<path d="M60,400 C60,290 120,250 200,250 C280,250 340,290 340,400 Z" fill="${tone}" opacity="0.92"/>`;
}

/** The SVG of a demo picture, drawn on its own canvas and scaled to the wanted size. */
export function demoMediaSvg(name: DemoMediaName, width: number, height: number): string {
  if (name.kind === 'agent') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400">${portrait(name.subject)}</svg>`;
  }
  // The photo shows what its caption names: the building, or a room inside it.
  const shown = demoPhotoScene(name.kind, name.position);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1024 576" data-scene="${shown}">`;
  if (shown !== 'exterior') {
    return `${open}${drawRoom(shown, generator(hash(`${name.kind}-${name.subject}-${name.position}`)))}</svg>`;
  }
  const subject = generator(hash(`${name.kind}-${name.subject}`));
  const { body, ground } = DRAW[name.kind];
  return `${open}${scene(subject, name.position, body(subject), ground)}</svg>`;
}
