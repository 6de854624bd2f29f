import type { PhotoScene } from './demo-photo-scenes';

/** Rooms of the demo photos, drawn flat on a 1024×576 canvas like the outside views. */

type Random = () => number;
type Room = Exclude<PhotoScene, 'exterior'>;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const WALLS = ['#efe8dc', '#e3ebe6', '#f3ece2', '#dfe6ee', '#f1e4d6', '#e8e2ef', '#f4f1ea'];
const WOOD = ['#b98a5e', '#a87b52', '#c9a27a', '#8e6a4b', '#d2b48c'];
const TILE = ['#d9d6cf', '#cfd8dc', '#e6e0d4', '#bfc5c9'];
const FABRIC = ['#3f6e8c', '#7a8c5a', '#b5654a', '#5b5f7a', '#c9a13b', '#8a4f6b', '#4f7f7a'];
const CABINETS = ['#ffffff', '#dfe7ea', '#2f4858', '#8fa98a', '#c8b59a', '#f1ede4'];
const FLOOR_TOP = 400;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** Wall, ceiling line, skirting and a floor of planks or tiles. */
function shell(wall: string, floor: string, tiles: boolean): string {
  const lines: string[] = [];
  if (tiles) {
    for (let x = -40; x < 1100; x += 96)
      lines.push(
        `<line x1="${512 + (x - 512) * 0.55}" y1="${FLOOR_TOP}" x2="${x}" y2="576" stroke="#00000018" stroke-width="2"/>`,
      );
    for (const y of [430, 470, 520])
      lines.push(
        `<line x1="0" y1="${y}" x2="1024" y2="${y}" stroke="#00000018" stroke-width="2"/>`,
      );
  } else {
    for (const y of [418, 442, 472, 510, 556])
      lines.push(
        `<line x1="0" y1="${y}" x2="1024" y2="${y}" stroke="#00000022" stroke-width="2"/>`,
      );
  }
  return `${rect(0, 0, 1024, FLOOR_TOP, wall)}${rect(0, 0, 1024, 18, '#ffffff', ' opacity="0.6"')}
${rect(0, FLOOR_TOP, 1024, 176, floor)}${lines.join('')}${rect(0, FLOOR_TOP - 12, 1024, 12, '#fbfaf7')}`;
}

/** A window on the back wall with the garden behind it. */
function windowPane(x: number, y: number, w: number, h: number, curtains?: string): string {
  const parts = [
    rect(x - 8, y - 8, w + 16, h + 16, '#fbfaf7'),
    rect(x, y, w, h, '#bfe0f5'),
    // The garden seen through the glass, and no further (one window a picture: one clip id).
    `<clipPath id="pane">${rect(x, y, w, h, '#fff')}</clipPath><g clip-path="url(#pane)">`,
    `<ellipse cx="${x + w * 0.3}" cy="${y + h}" rx="${w * 0.4}" ry="${h * 0.45}" fill="#7fae6a"/>`,
    `<ellipse cx="${x + w * 0.85}" cy="${y + h}" rx="${w * 0.3}" ry="${h * 0.3}" fill="#6a9a58"/></g>`,
    rect(x + w / 2 - 3, y, 6, h, '#fbfaf7'),
    rect(x, y + h / 2 - 3, w, 6, '#fbfaf7'),
    rect(x - 14, y + h + 6, w + 28, 10, '#fbfaf7'),
  ];
  if (curtains) {
    parts.push(
      `<path d="M${x - 40},${y - 20} h44 q-10,${h / 2} 6,${h + 40} h-50 Z" fill="${curtains}"/>`,
      `<path d="M${x + w + 40},${y - 20} h-44 q10,${h / 2} -6,${h + 40} h50 Z" fill="${curtains}"/>`,
      rect(x - 50, y - 26, w + 100, 6, '#6b5d52'),
    );
  }
  return parts.join('');
}

/** A framed picture: a few soft shapes on a pale ground. */
function art(random: Random, x: number, y: number, w: number, h: number): string {
  const a = pick(random, FABRIC);
  const b = pick(random, FABRIC);
  return `${rect(x - 6, y - 6, w + 12, h + 12, '#3d3a36')}${rect(x, y, w, h, '#f6f1e7')}
<circle cx="${x + w * 0.35}" cy="${y + h * 0.45}" r="${h * 0.28}" fill="${a}" opacity="0.8"/>
${rect(x + w * 0.45, y + h * 0.3, w * 0.4, h * 0.5, b, ' opacity="0.7"')}`;
}

/** A potted plant standing at `y` (the floor unless given). */
function plant(x: number, size: number, y = FLOOR_TOP + 30): string {
  return `<path d="M${x - 26 * size},${y - 60 * size} h${52 * size} l-8,${60 * size} h${-36 * size + 16} Z" fill="#c8794f"/>
<ellipse cx="${x - 20 * size}" cy="${y - 100 * size}" rx="${18 * size}" ry="${44 * size}" fill="#4f7d3a" transform="rotate(-25 ${x} ${y - 60 * size})"/>
<ellipse cx="${x + 20 * size}" cy="${y - 100 * size}" rx="${18 * size}" ry="${44 * size}" fill="#5f8f45" transform="rotate(25 ${x} ${y - 60 * size})"/>
<ellipse cx="${x}" cy="${y - 115 * size}" rx="${16 * size}" ry="${48 * size}" fill="#56863f"/>`;
}

function lamp(x: number, y: number, shade: string): string {
  return `${rect(x - 3, y, 6, 60, '#5a5148')}<path d="M${x - 28},${y + 4} l10,-40 h36 l10,40 Z" fill="${shade}"/>
<ellipse cx="${x}" cy="${y + 60}" rx="18" ry="5" fill="#5a5148"/>`;
}

function living(random: Random): string {
  const fabric = pick(random, FABRIC);
  const wood = pick(random, WOOD);
  const tv = random() < 0.4;
  const sofa = `${rect(380, 270, 440, 90, fabric, ' rx="18"')}${rect(360, 330, 480, 70, fabric, ' rx="14"')}
${rect(350, 300, 50, 110, fabric, ' rx="16" opacity="0.92"')}${rect(800, 300, 50, 110, fabric, ' rx="16" opacity="0.92"')}
${rect(405, 290, 120, 64, '#ffffff', ' rx="12" opacity="0.35"')}${rect(675, 290, 120, 64, '#ffffff', ' rx="12" opacity="0.35"')}
${rect(380, 408, 10, 18, '#4a3b2f')}${rect(810, 408, 10, 18, '#4a3b2f')}`;
  const wall = tv
    ? `${rect(470, 100, 260, 146, '#22262b', ' rx="6"')}${rect(478, 108, 244, 130, '#39424d')}`
    : art(random, 510, 110, 180, 120);
  return `${shell(pick(random, WALLS), wood, false)}${windowPane(110, 90, 180, 220, random() < 0.5 ? pick(random, FABRIC) : undefined)}
${wall}<ellipse cx="600" cy="500" rx="330" ry="56" fill="${pick(random, ['#e9dcc6', '#c9d3d6', '#d8c3b0', '#b9b09a'])}"/>
${sofa}<ellipse cx="600" cy="478" rx="130" ry="22" fill="#6b5040"/>${rect(520, 478, 10, 40, '#6b5040')}${rect(670, 478, 10, 40, '#6b5040')}
${lamp(920, 250, '#f3e6c4')}${rect(917, 310, 6, 100, '#5a5148')}${plant(200, 1)}`;
}

function kitchen(random: Random): string {
  const cabinet = pick(random, CABINETS);
  const counter = pick(random, ['#e9e6e0', '#3b3b3b', '#cbbfae', '#f4f4f2']);
  const handle = cabinet === '#2f4858' ? '#d8c9a3' : '#6d6d6d';
  const parts = [shell(pick(random, WALLS), pick(random, TILE), true)];
  // Splashback tiles, upper cabinets either side of the window, base cabinets and the worktop.
  parts.push(rect(60, 200, 760, 110, '#f7f5f0'));
  for (let x = 60; x < 820; x += 38)
    parts.push(`<line x1="${x}" y1="200" x2="${x}" y2="310" stroke="#00000012" stroke-width="2"/>`);
  for (let y = 219; y < 310; y += 19)
    parts.push(`<line x1="60" y1="${y}" x2="820" y2="${y}" stroke="#00000012" stroke-width="2"/>`);
  for (const x of [60, 160, 260, 620, 720])
    parts.push(
      rect(x, 70, 96, 130, cabinet, ' stroke="#00000022" stroke-width="3"'),
      rect(x + 76, 150, 6, 30, handle),
    );
  parts.push(windowPane(400, 80, 180, 150));
  for (let x = 60; x < 820; x += 95)
    parts.push(
      rect(x, 324, 93, 76, cabinet, ' stroke="#00000022" stroke-width="3"'),
      rect(x + 36, 336, 24, 6, handle),
    );
  parts.push(rect(50, 306, 780, 20, counter));
  // The sink under the window, a hob and hood, a fridge at the end.
  parts.push(
    `<path d="M470,306 v-46 q0,-16 16,-16 h18" stroke="#8c8c8c" stroke-width="8" fill="none"/>`,
    rect(430, 306, 120, 8, '#9aa3a8'),
    rect(650, 296, 140, 10, '#2b2b2b'),
    `<path d="M660,120 h120 l20,60 h-160 Z" fill="#b8bec2"/>`,
    rect(700, 70, 40, 50, '#b8bec2'),
    rect(850, 110, 150, 290, '#d4d9dc', ' rx="6"'),
    rect(850, 220, 150, 4, '#aab1b5'),
    rect(870, 140, 8, 60, '#8c9498'),
    rect(870, 240, 8, 80, '#8c9498'),
  );
  if (random() < 0.5) parts.push(plant(120, 0.55, 306));
  return parts.join('');
}

function dining(random: Random): string {
  const wood = pick(random, WOOD);
  const chair = pick(random, ['#5a4636', '#2f3a40', '#d9d2c5', '#7a5c3e']);
  const chairBack = (x: number) =>
    `${rect(x, 268, 70, 80, chair, ' rx="10"')}${rect(x + 6, 348, 8, 80, chair)}${rect(x + 56, 348, 8, 80, chair)}`;
  return `${shell(pick(random, WALLS), pick(random, WOOD), false)}${windowPane(412, 70, 200, 200, pick(random, FABRIC))}
${art(random, 120, 120, 140, 110)}${rect(780, 290, 190, 110, wood)}${rect(790, 300, 80, 90, '#00000018')}${rect(880, 300, 80, 90, '#00000018')}
<line x1="512" y1="0" x2="512" y2="150" stroke="#3d3a36" stroke-width="3"/><path d="M470,190 q42,-60 84,0 Z" fill="${pick(random, ['#2f3a40', '#c9a13b', '#f3e6c4'])}"/>
${chairBack(330)}${chairBack(477)}${chairBack(624)}
${rect(280, 360, 470, 18, wood)}${rect(300, 378, 14, 110, wood)}${rect(716, 378, 14, 110, wood)}
<ellipse cx="515" cy="356" rx="50" ry="10" fill="#f4f1ea"/><circle cx="500" cy="344" r="12" fill="#c8794f"/><circle cx="524" cy="342" r="11" fill="#d9a441"/>
${plant(900, 0.8, 290)}`;
}

function bedroom(random: Random): string {
  const bedding = pick(random, ['#f4f1ea', '#dfe6ee', '#efe1d1', '#e3ebe6']);
  const throwColour = pick(random, FABRIC);
  const head = pick(random, ['#6b5040', '#8a7767', '#3f4a4f', '#c8b59a', pick(random, FABRIC)]);
  const nightstand = (x: number) =>
    `${rect(x, 330, 90, 80, pick(random, WOOD))}${rect(x + 10, 345, 70, 4, '#00000030')}${lamp(x + 45, 270, '#f3e6c4')}`;
  return `${shell(pick(random, WALLS), pick(random, WOOD), false)}${windowPane(90, 90, 160, 200, pick(random, FABRIC))}
${art(random, 430, 90, 260, 110)}${rect(350, 220, 420, 140, head, ' rx="20"')}
${rect(330, 330, 460, 150, bedding, ' rx="14"')}${rect(380, 300, 160, 56, '#ffffff', ' rx="18"')}${rect(580, 300, 160, 56, '#ffffff', ' rx="18"')}
${rect(330, 400, 460, 80, throwColour, ' rx="10"')}${rect(330, 396, 460, 8, '#00000020')}${rect(340, 480, 12, 20, '#4a3b2f')}${rect(768, 480, 12, 20, '#4a3b2f')}
${nightstand(232)}${nightstand(800)}<ellipse cx="560" cy="530" rx="360" ry="40" fill="${pick(random, ['#e9dcc6', '#c9d3d6', '#d8c3b0'])}" opacity="0.8"/>`;
}

function bathroom(random: Random): string {
  const tile = pick(random, ['#dfe9ee', '#f2efe6', '#e3ebe6', '#e8e2ef']);
  const vanity = pick(random, CABINETS);
  const parts = [
    shell(pick(random, WALLS), pick(random, TILE), true),
    rect(0, 190, 1024, 198, tile),
  ];
  for (let x = 0; x < 1024; x += 48)
    parts.push(`<line x1="${x}" y1="190" x2="${x}" y2="388" stroke="#00000014" stroke-width="2"/>`);
  for (let y = 214; y < 388; y += 24)
    parts.push(`<line x1="0" y1="${y}" x2="1024" y2="${y}" stroke="#00000014" stroke-width="2"/>`);
  parts.push(
    windowPane(150, 60, 150, 90),
    // The bath with its taps and a towel on the rail.
    rect(70, 300, 420, 110, '#fbfbfa', ' rx="24"'),
    rect(70, 300, 420, 14, '#e7e9ea', ' rx="7"'),
    `<path d="M120,300 v-30 h26" stroke="#9aa3a8" stroke-width="7" fill="none"/>`,
    rect(520, 170, 10, 6, '#9aa3a8'),
    rect(510, 176, 120, 6, '#9aa3a8'),
    rect(530, 182, 70, 110, pick(random, FABRIC), ' rx="6"'),
    // The vanity, its basin, tap and mirror.
    rect(660, 300, 280, 100, vanity, ' stroke="#00000022" stroke-width="3"'),
    rect(650, 290, 300, 14, '#e9e6e0'),
    `<ellipse cx="800" cy="292" rx="70" ry="10" fill="#fbfbfa" stroke="#c9cdcf" stroke-width="3"/>`,
    `<path d="M800,288 v-28 h22" stroke="#9aa3a8" stroke-width="7" fill="none"/>`,
    rect(690, 80, 220, 160, '#cfe3ee', ' stroke="#9aa3a8" stroke-width="8" rx="8"'),
    `<path d="M720,200 l60,-90 M760,220 l70,-110" stroke="#ffffff" stroke-width="8" opacity="0.6"/>`,
    rect(700, 330, 6, 40, '#6d6d6d'),
    rect(800, 330, 6, 40, '#6d6d6d'),
  );
  return parts.join('');
}

function laundry(random: Random): string {
  const machine = (x: number) =>
    `${rect(x, 230, 180, 170, '#f7f7f5', ' stroke="#c9cdcf" stroke-width="3" rx="6"')}${rect(x, 230, 180, 30, '#e4e6e7', ' rx="6"')}
<circle cx="${x + 150}" cy="245" r="8" fill="#9aa3a8"/><circle cx="${x + 90}" cy="325" r="52" fill="#cfd4d7"/><circle cx="${x + 90}" cy="325" r="38" fill="#5b6f7d"/>`;
  const shelf = pick(random, WOOD);
  return `${shell(pick(random, WALLS), pick(random, TILE), true)}${windowPane(90, 100, 140, 150)}
${machine(360)}${machine(580)}${rect(330, 150, 460, 12, shelf)}
${rect(360, 100, 60, 50, pick(random, FABRIC), ' rx="6"')}${rect(440, 112, 34, 38, '#ffffff', ' rx="6"')}${rect(490, 100, 70, 50, '#c8b59a', ' rx="8"')}${rect(700, 96, 60, 54, pick(random, FABRIC), ' rx="6"')}
${rect(840, 220, 120, 180, pick(random, CABINETS), ' stroke="#00000022" stroke-width="3"')}${rect(930, 290, 6, 30, '#6d6d6d')}
<path d="M880,470 h120 l-14,70 h-92 Z" fill="#c8b59a"/>`;
}

function office(random: Random): string {
  const desk = pick(random, ['#d8cbb8', '#f1ede4', '#8e6a4b', '#bfc5c9']);
  const seat = pick(random, FABRIC);
  const parts = [shell('#eef0f1', pick(random, ['#8c9498', '#a7b3bd', '#9a9a94']), false)];
  // A wall of glass onto the street, then desks with screens and chairs.
  parts.push(rect(40, 50, 944, 290, '#bfe0f5'));
  for (let x = 60; x < 980; x += 110)
    parts.push(rect(x, 200 - ((x * 7) % 90), 80, 140 + ((x * 7) % 90), '#9fb4c4'));
  for (let x = 40; x <= 984; x += 236) parts.push(rect(x - 4, 50, 8, 290, '#5b6670'));
  parts.push(rect(40, 336, 944, 8, '#5b6670'));
  for (let x = 120; x < 1000; x += 280) parts.push(rect(x, 22, 160, 8, '#ffffff'));
  for (const x of [90, 410, 730]) {
    parts.push(
      rect(x + 60, 300, 90, 60, '#22262b', ' rx="4"'),
      rect(x + 100, 360, 10, 30, '#22262b'),
      rect(x, 390, 220, 14, desk),
      rect(x + 10, 404, 10, 90, '#5b6670'),
      rect(x + 200, 404, 10, 90, '#5b6670'),
      rect(x + 70, 420, 80, 70, seat, ' rx="14"'),
      rect(x + 105, 490, 10, 40, '#3d3a36'),
    );
  }
  return parts.join('');
}

const ROOMS: Record<Room, (random: Random) => string> = {
  living,
  kitchen,
  dining,
  bedroom,
  bathroom,
  laundry,
  office,
};

/** The body of a room's picture on the 1024×576 canvas. */
export function drawRoom(room: Room, random: Random): string {
  return ROOMS[room](random);
}
