/**
 * The slots' symbols as vector art: each symbol is a list of SVG shapes on a 100 × 100 board, drawn
 * with the gradients below. Pure data, so the art of every symbol named in an engine definition is
 * checked to exist by a test.
 */

export type Shape = readonly [tag: string, attrs: Readonly<Record<string, string | number>>];

export interface GradientDef {
  readonly id: string;
  readonly kind: 'linear' | 'radial';
  readonly stops: readonly (readonly [offset: number, color: string])[];
}

const lin = (id: string, ...colors: string[]): GradientDef => ({
  id,
  kind: 'linear',
  stops: colors.map((color, i) => [i / Math.max(1, colors.length - 1), color] as const),
});
const rad = (id: string, ...colors: string[]): GradientDef => ({
  id,
  kind: 'radial',
  stops: colors.map((color, i) => [i / Math.max(1, colors.length - 1), color] as const),
});

export const GRADIENTS: readonly GradientDef[] = [
  lin('gold', '#fff6c2', '#f7c948', '#b7791f'),
  lin('steel', '#f1f6fb', '#9fb3c8', '#52667a'),
  lin('wood', '#b7793d', '#7b4a1e', '#4a2a0e'),
  lin('sea', '#6ee7f9', '#0ea5b7', '#075e6e'),
  lin('bronze', '#ffe0a3', '#d08b2c', '#7a4510'),
  lin('lacquer', '#ff6b5e', '#c81e1e', '#6e0b0b'),
  rad('jade', '#c8ffe0', '#47c482', '#0f5c38'),
  rad('tiger', '#ffd59e', '#f59e0b', '#b45309'),
  rad('lotus', '#fff1f7', '#f9a8d4', '#db2777'),
  rad('lantern', '#ffd1a1', '#ef4444', '#8b1010'),
  rad('apple', '#fffbe0', '#facc15', '#b7791f'),
  rad('peach', '#ffe4d6', '#fb923c', '#e11d48'),
  rad('pear', '#f7ffd1', '#a3e635', '#4d7c0f'),
  rad('plum', '#e9d5ff', '#9333ea', '#3b0764'),
  rad('grape', '#ddd6fe', '#7c3aed', '#2e1065'),
  rad('cherry', '#ffd1d1', '#ef4444', '#7f1d1d'),
  rad('lemon', '#fffde7', '#fde047', '#ca8a04'),
  rad('orange', '#ffedd5', '#fb923c', '#c2410c'),
  lin('leaf', '#86efac', '#16a34a', '#14532d'),
  lin('rank-a', '#fde68a', '#f59e0b', '#b45309'),
  lin('rank-k', '#bfdbfe', '#3b82f6', '#1e3a8a'),
  lin('rank-q', '#f5d0fe', '#c026d3', '#701a75'),
  lin('rank-j', '#bbf7d0', '#22c55e', '#14532d'),
  lin('rank-10', '#fecaca', '#ef4444', '#7f1d1d'),
  lin('rank-9', '#a5f3fc', '#06b6d4', '#164e63'),
];

const rank = (label: string, gradient: string, edge: string): Shape[] => [
  [
    'circle',
    { cx: 50, cy: 50, r: 40, fill: 'rgba(255,255,255,0.06)', stroke: 'rgba(255,255,255,0.12)', 'stroke-width': 2 },
  ],
  [
    'text',
    {
      x: 50,
      y: label.length > 1 ? 68 : 70,
      'text-anchor': 'middle',
      'font-family': 'Georgia, "Times New Roman", serif',
      'font-weight': 900,
      'font-size': label.length > 1 ? 50 : 62,
      fill: `url(#${gradient})`,
      stroke: edge,
      'stroke-width': 3,
      'paint-order': 'stroke',
      text: label,
    },
  ],
];

const band = (label: string, fill: string): Shape[] => [
  ['rect', { x: 18, y: 74, width: 64, height: 18, rx: 6, fill, stroke: 'url(#gold)', 'stroke-width': 2 }],
  [
    'text',
    {
      x: 50,
      y: 88,
      'text-anchor': 'middle',
      'font-family': 'system-ui, sans-serif',
      'font-weight': 800,
      'font-size': 14,
      'letter-spacing': 1,
      fill: '#fff',
      text: label,
    },
  ],
];

const shine = (cx: number, cy: number, rx = 8, ry = 5): Shape => [
  'ellipse',
  { cx, cy, rx, ry, fill: '#fff', opacity: 0.55, transform: `rotate(-30 ${cx} ${cy})` },
];

const leaf = (x: number, y: number, angle: number): Shape => [
  'path',
  { d: `M${x} ${y} q14 -14 28 -4 q-14 14 -28 4 z`, fill: 'url(#leaf)', transform: `rotate(${angle} ${x} ${y})` },
];

const SHARED: Record<string, Shape[]> = {
  A: rank('A', 'rank-a', '#5b2a06'),
  K: rank('K', 'rank-k', '#0b1f4d'),
  Q: rank('Q', 'rank-q', '#3b0a3f'),
  J: rank('J', 'rank-j', '#0a2e18'),
  TEN: rank('10', 'rank-10', '#450a0a'),
  NIN: rank('9', 'rank-9', '#0b3140'),
};

const SUNKEN: Record<string, Shape[]> = {
  ...SHARED,
  WLD: [
    ['circle', { cx: 50, cy: 44, r: 40, fill: 'url(#sea)', opacity: 0.35 }],
    [
      'path',
      {
        d: 'M28 16 L28 38 Q28 52 50 52 Q72 52 72 38 L72 16',
        fill: 'none',
        stroke: 'url(#gold)',
        'stroke-width': 7,
        'stroke-linecap': 'round',
      },
    ],
    ['rect', { x: 46, y: 12, width: 8, height: 62, rx: 3, fill: 'url(#gold)' }],
    ['polygon', { points: '28,4 21,20 35,20', fill: 'url(#gold)' }],
    ['polygon', { points: '50,0 43,16 57,16', fill: 'url(#gold)' }],
    ['polygon', { points: '72,4 65,20 79,20', fill: 'url(#gold)' }],
    ...band('WILD', '#0b4f6c'),
  ],
  SCT: [
    ['circle', { cx: 38, cy: 24, r: 6, fill: 'url(#gold)' }],
    ['circle', { cx: 52, cy: 19, r: 7, fill: 'url(#gold)' }],
    ['circle', { cx: 65, cy: 24, r: 6, fill: 'url(#gold)' }],
    ['path', { d: 'M14 50 Q14 26 50 26 Q86 26 86 50 Z', fill: 'url(#wood)', stroke: '#3a1f08', 'stroke-width': 2 }],
    ['rect', { x: 14, y: 48, width: 72, height: 38, rx: 4, fill: 'url(#wood)', stroke: '#3a1f08', 'stroke-width': 2 }],
    ['rect', { x: 14, y: 47, width: 72, height: 7, fill: 'url(#gold)' }],
    ['rect', { x: 24, y: 28, width: 7, height: 58, fill: 'url(#gold)' }],
    ['rect', { x: 69, y: 28, width: 7, height: 58, fill: 'url(#gold)' }],
    [
      'rect',
      { x: 43, y: 52, width: 14, height: 16, rx: 3, fill: 'url(#gold)', stroke: '#7a4510', 'stroke-width': 1.5 },
    ],
    ['circle', { cx: 50, cy: 59, r: 3, fill: '#3a1f08' }],
    ['path', { d: 'M80 14 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 z', fill: '#fff7c2' }],
  ],
  MER: [
    [
      'path',
      {
        d: 'M36 8 Q64 12 62 40 Q60 58 52 70 L44 70 Q52 54 50 40 Q48 22 36 8 Z',
        fill: 'url(#sea)',
        stroke: '#064e5a',
        'stroke-width': 2,
      },
    ],
    [
      'path',
      {
        d: 'M48 64 Q28 70 18 94 Q36 84 48 80 Q60 84 80 94 Q70 70 48 64 Z',
        fill: 'url(#sea)',
        stroke: '#064e5a',
        'stroke-width': 2,
      },
    ],
    [
      'path',
      {
        d: 'M44 24 q6 4 12 0 M46 34 q6 4 12 0 M47 44 q5 4 10 0 M47 54 q4 3 8 0',
        fill: 'none',
        stroke: '#a5f3fc',
        'stroke-width': 2,
      },
    ],
    ['circle', { cx: 74, cy: 22, r: 8, fill: '#f8fafc', stroke: '#cbd5e1', 'stroke-width': 1.5 }],
    shine(71, 19, 3, 2),
  ],
  SHP: [
    ['rect', { x: 33, y: 18, width: 4, height: 46, fill: '#4a2a0e' }],
    ['rect', { x: 60, y: 10, width: 4, height: 54, fill: '#4a2a0e' }],
    [
      'path',
      { d: 'M20 22 Q35 28 50 22 L50 38 Q35 44 20 38 Z', fill: '#f8f1de', stroke: '#c9b58a', 'stroke-width': 1.5 },
    ],
    [
      'path',
      { d: 'M18 42 Q35 48 52 42 L52 60 Q35 66 18 60 Z', fill: '#f8f1de', stroke: '#c9b58a', 'stroke-width': 1.5 },
    ],
    [
      'path',
      { d: 'M48 16 Q62 22 78 16 L78 32 Q62 38 48 32 Z', fill: '#f8f1de', stroke: '#c9b58a', 'stroke-width': 1.5 },
    ],
    [
      'path',
      { d: 'M46 36 Q62 42 80 36 L80 58 Q62 64 46 58 Z', fill: '#f8f1de', stroke: '#c9b58a', 'stroke-width': 1.5 },
    ],
    ['polygon', { points: '64,4 80,8 64,12', fill: '#dc2626' }],
    ['path', { d: 'M8 62 L92 62 L80 84 L20 84 Z', fill: 'url(#wood)', stroke: '#3a1f08', 'stroke-width': 2 }],
    ['rect', { x: 14, y: 67, width: 72, height: 4, fill: 'url(#gold)' }],
    [
      'path',
      {
        d: 'M4 90 Q14 84 24 90 T44 90 T64 90 T84 90 T104 90',
        fill: 'none',
        stroke: '#67e8f9',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      },
    ],
  ],
  ANC: [
    ['circle', { cx: 50, cy: 16, r: 8, fill: 'none', stroke: 'url(#steel)', 'stroke-width': 5 }],
    ['rect', { x: 46, y: 23, width: 8, height: 62, rx: 3, fill: 'url(#steel)' }],
    ['rect', { x: 28, y: 32, width: 44, height: 7, rx: 3, fill: 'url(#steel)' }],
    [
      'path',
      {
        d: 'M18 58 Q22 88 50 88 Q78 88 82 58',
        fill: 'none',
        stroke: 'url(#steel)',
        'stroke-width': 8,
        'stroke-linecap': 'round',
      },
    ],
    ['polygon', { points: '10,62 26,54 22,70', fill: 'url(#steel)' }],
    ['polygon', { points: '90,62 74,54 78,70', fill: 'url(#steel)' }],
  ],
  CMP: [
    ['circle', { cx: 50, cy: 50, r: 42, fill: 'url(#gold)', stroke: '#7a4510', 'stroke-width': 2 }],
    ['circle', { cx: 50, cy: 50, r: 34, fill: '#fbf3dc', stroke: '#b7791f', 'stroke-width': 1.5 }],
    ['polygon', { points: '16,50 50,45 84,50 50,55', fill: '#94a3b8' }],
    ['polygon', { points: '50,14 57,50 43,50', fill: '#dc2626' }],
    ['polygon', { points: '50,86 57,50 43,50', fill: '#1e293b' }],
    ['circle', { cx: 50, cy: 50, r: 5, fill: 'url(#gold)', stroke: '#7a4510', 'stroke-width': 1 }],
  ],
};

const JADE: Record<string, Shape[]> = {
  ...SHARED,
  WLD: [
    ['circle', { cx: 50, cy: 42, r: 38, fill: 'url(#jade)', stroke: '#f7c948', 'stroke-width': 3 }],
    ['circle', { cx: 50, cy: 42, r: 12, fill: '#0b3b24', stroke: '#f7c948', 'stroke-width': 2 }],
    ['path', { d: 'M22 44 Q30 18 50 22 Q70 26 76 48 Q66 34 50 34 Q34 34 22 44 Z', fill: '#f7c948', opacity: 0.85 }],
    [
      'path',
      {
        d: 'M26 52 Q36 66 50 64 Q64 62 74 50',
        fill: 'none',
        stroke: '#d1fae5',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      },
    ],
    ...band('WILD', '#0f5c38'),
  ],
  SCT: [
    ['rect', { x: 8, y: 10, width: 84, height: 9, rx: 3, fill: 'url(#lacquer)' }],
    ['rect', { x: 14, y: 16, width: 7, height: 78, rx: 2, fill: 'url(#lacquer)' }],
    ['rect', { x: 79, y: 16, width: 7, height: 78, rx: 2, fill: 'url(#lacquer)' }],
    ['path', { d: 'M36 19 L42 30 M64 19 L58 30', stroke: '#f7c948', 'stroke-width': 2 }],
    ['circle', { cx: 50, cy: 56, r: 28, fill: 'url(#bronze)', stroke: '#5a3008', 'stroke-width': 2 }],
    ['circle', { cx: 50, cy: 56, r: 19, fill: 'none', stroke: '#7a4510', 'stroke-width': 2 }],
    ['circle', { cx: 50, cy: 56, r: 8, fill: '#ffe0a3' }],
    shine(40, 44, 7, 3),
  ],
  TGR: [
    ['circle', { cx: 26, cy: 28, r: 11, fill: 'url(#tiger)' }],
    ['circle', { cx: 74, cy: 28, r: 11, fill: 'url(#tiger)' }],
    ['circle', { cx: 26, cy: 28, r: 5, fill: '#fda4af' }],
    ['circle', { cx: 74, cy: 28, r: 5, fill: '#fda4af' }],
    ['circle', { cx: 50, cy: 55, r: 36, fill: 'url(#tiger)', stroke: '#7c2d12', 'stroke-width': 2 }],
    ['path', { d: 'M50 20 L45 36 L55 36 Z M38 22 L38 34 L44 32 Z M62 22 L62 34 L56 32 Z', fill: '#1c1917' }],
    [
      'path',
      {
        d: 'M14 50 L30 54 L14 58 Z M86 50 L70 54 L86 58 Z M16 66 L30 66 L20 72 Z M84 66 L70 66 L80 72 Z',
        fill: '#1c1917',
      },
    ],
    ['ellipse', { cx: 50, cy: 70, rx: 18, ry: 13, fill: '#fff7ed' }],
    ['ellipse', { cx: 37, cy: 49, rx: 6, ry: 7, fill: '#84cc16' }],
    ['ellipse', { cx: 63, cy: 49, rx: 6, ry: 7, fill: '#84cc16' }],
    ['ellipse', { cx: 37, cy: 49, rx: 2, ry: 5, fill: '#1c1917' }],
    ['ellipse', { cx: 63, cy: 49, rx: 2, ry: 5, fill: '#1c1917' }],
    ['path', { d: 'M43 62 L57 62 L50 69 Z', fill: '#be185d' }],
    ['path', { d: 'M50 69 L50 74 M42 77 Q50 82 58 77', fill: 'none', stroke: '#1c1917', 'stroke-width': 2 }],
  ],
  KOI: [
    ['path', { d: 'M70 50 Q88 32 96 40 Q88 50 96 60 Q88 68 70 50 Z', fill: '#fb923c', transform: 'rotate(-18 50 50)' }],
    [
      'ellipse',
      {
        cx: 44,
        cy: 50,
        rx: 30,
        ry: 16,
        fill: '#fff7ed',
        stroke: '#ea580c',
        'stroke-width': 2,
        transform: 'rotate(-18 50 50)',
      },
    ],
    ['circle', { cx: 40, cy: 42, r: 8, fill: '#f97316', transform: 'rotate(-18 50 50)' }],
    ['circle', { cx: 56, cy: 54, r: 7, fill: '#dc2626', transform: 'rotate(-18 50 50)' }],
    ['circle', { cx: 30, cy: 55, r: 5, fill: '#f97316', transform: 'rotate(-18 50 50)' }],
    ['path', { d: 'M40 64 Q46 78 56 70 Z M42 36 Q50 22 58 34 Z', fill: '#fdba74', transform: 'rotate(-18 50 50)' }],
    ['circle', { cx: 22, cy: 47, r: 3, fill: '#1c1917', transform: 'rotate(-18 50 50)' }],
    ['circle', { cx: 78, cy: 20, r: 4, fill: 'none', stroke: '#a5f3fc', 'stroke-width': 1.5 }],
    ['circle', { cx: 86, cy: 12, r: 2.5, fill: 'none', stroke: '#a5f3fc', 'stroke-width': 1.5 }],
  ],
  LOT: [
    ['ellipse', { cx: 50, cy: 82, rx: 40, ry: 9, fill: 'url(#leaf)' }],
    ['ellipse', { cx: 50, cy: 50, rx: 11, ry: 30, fill: 'url(#lotus)', transform: 'rotate(-62 50 72)' }],
    ['ellipse', { cx: 50, cy: 50, rx: 11, ry: 30, fill: 'url(#lotus)', transform: 'rotate(62 50 72)' }],
    ['ellipse', { cx: 50, cy: 46, rx: 12, ry: 30, fill: 'url(#lotus)', transform: 'rotate(-30 50 72)' }],
    ['ellipse', { cx: 50, cy: 46, rx: 12, ry: 30, fill: 'url(#lotus)', transform: 'rotate(30 50 72)' }],
    ['ellipse', { cx: 50, cy: 44, rx: 13, ry: 31, fill: 'url(#lotus)', stroke: '#be185d', 'stroke-width': 1 }],
    ['circle', { cx: 50, cy: 68, r: 7, fill: '#facc15' }],
  ],
  LAN: [
    ['path', { d: 'M50 2 L50 14', stroke: '#f7c948', 'stroke-width': 2 }],
    ['rect', { x: 36, y: 12, width: 28, height: 8, rx: 2, fill: 'url(#gold)' }],
    ['ellipse', { cx: 50, cy: 50, rx: 32, ry: 30, fill: 'url(#lantern)', stroke: '#7f1d1d', 'stroke-width': 2 }],
    ['ellipse', { cx: 50, cy: 50, rx: 18, ry: 30, fill: 'none', stroke: '#fbbf24', 'stroke-width': 1.5, opacity: 0.8 }],
    ['path', { d: 'M50 20 L50 80', stroke: '#fbbf24', 'stroke-width': 1.5, opacity: 0.8 }],
    ['rect', { x: 36, y: 78, width: 28, height: 8, rx: 2, fill: 'url(#gold)' }],
    ['path', { d: 'M44 86 L42 98 M50 86 L50 99 M56 86 L58 98', stroke: '#f7c948', 'stroke-width': 2 }],
    shine(36, 36, 6, 4),
  ],
};

const ORCHARD: Record<string, Shape[]> = {
  WLD: [
    ['path', { d: 'M10 66 A40 40 0 0 1 90 66', fill: 'none', stroke: '#ef4444', 'stroke-width': 7 }],
    ['path', { d: 'M17 66 A33 33 0 0 1 83 66', fill: 'none', stroke: '#f97316', 'stroke-width': 7 }],
    ['path', { d: 'M24 66 A26 26 0 0 1 76 66', fill: 'none', stroke: '#facc15', 'stroke-width': 7 }],
    ['path', { d: 'M31 66 A19 19 0 0 1 69 66', fill: 'none', stroke: '#22c55e', 'stroke-width': 7 }],
    ['path', { d: 'M38 66 A12 12 0 0 1 62 66', fill: 'none', stroke: '#3b82f6', 'stroke-width': 7 }],
    ['circle', { cx: 14, cy: 66, r: 9, fill: '#fff' }],
    ['circle', { cx: 22, cy: 68, r: 8, fill: '#fff' }],
    ['circle', { cx: 86, cy: 66, r: 9, fill: '#fff' }],
    ['circle', { cx: 78, cy: 68, r: 8, fill: '#fff' }],
    ...band('WILD', '#7c3aed'),
  ],
  BON: [
    ['path', { d: 'M24 50 Q50 4 76 50', fill: 'none', stroke: '#7b4a1e', 'stroke-width': 6 }],
    ['circle', { cx: 36, cy: 46, r: 11, fill: 'url(#cherry)' }],
    ['circle', { cx: 52, cy: 41, r: 12, fill: 'url(#orange)' }],
    ['circle', { cx: 66, cy: 46, r: 10, fill: 'url(#pear)' }],
    ['path', { d: 'M14 50 L86 50 L76 84 L24 84 Z', fill: 'url(#wood)', stroke: '#3a1f08', 'stroke-width': 2 }],
    [
      'path',
      {
        d: 'M18 60 L82 60 M21 70 L79 70 M34 50 L38 84 M50 50 L50 84 M66 50 L62 84',
        stroke: '#d6a267',
        'stroke-width': 2,
      },
    ],
    ...band('BONUS', '#b45309'),
  ],
  GAP: [
    [
      'path',
      {
        d: 'M50 30 C38 20 14 26 16 52 C18 78 36 92 50 85 C64 92 82 78 84 52 C86 26 62 20 50 30 Z',
        fill: 'url(#apple)',
        stroke: '#a16207',
        'stroke-width': 2,
      },
    ],
    [
      'path',
      { d: 'M50 30 Q50 18 56 10', fill: 'none', stroke: '#78350f', 'stroke-width': 4, 'stroke-linecap': 'round' },
    ],
    leaf(54, 16, -20),
    shine(34, 42, 9, 5),
    ['path', { d: 'M84 20 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 z', fill: '#fffbe0' }],
    ['path', { d: 'M14 82 l2 4.5 4.5 2 -4.5 2 -2 4.5 -2 -4.5 -4.5 -2 4.5 -2 z', fill: '#fffbe0' }],
  ],
  PCH: [
    [
      'path',
      {
        d: 'M50 24 C30 18 12 34 14 56 C16 80 34 92 50 88 C66 92 84 80 86 56 C88 34 70 18 50 24 Z',
        fill: 'url(#peach)',
        stroke: '#be123c',
        'stroke-width': 1.5,
      },
    ],
    ['path', { d: 'M50 26 Q40 56 50 86', fill: 'none', stroke: '#be123c', 'stroke-width': 2, opacity: 0.6 }],
    leaf(50, 24, -30),
    shine(32, 44, 8, 5),
  ],
  PER: [
    [
      'path',
      {
        d: 'M50 16 C58 16 60 32 62 40 C78 50 82 70 72 82 C62 94 38 94 28 82 C18 70 22 50 38 40 C40 32 42 16 50 16 Z',
        fill: 'url(#pear)',
        stroke: '#3f6212',
        'stroke-width': 1.5,
      },
    ],
    ['path', { d: 'M50 16 Q50 8 54 4', fill: 'none', stroke: '#78350f', 'stroke-width': 3, 'stroke-linecap': 'round' }],
    leaf(52, 10, -10),
    shine(38, 56, 6, 9),
  ],
  PLM: [
    ['ellipse', { cx: 50, cy: 56, rx: 33, ry: 31, fill: 'url(#plum)', stroke: '#3b0764', 'stroke-width': 1.5 }],
    ['path', { d: 'M50 26 Q58 56 50 86', fill: 'none', stroke: '#3b0764', 'stroke-width': 2, opacity: 0.5 }],
    [
      'path',
      { d: 'M50 26 Q48 16 42 10', fill: 'none', stroke: '#78350f', 'stroke-width': 3, 'stroke-linecap': 'round' },
    ],
    leaf(48, 16, 190),
    shine(34, 44, 7, 5),
  ],
  GRP: [
    [
      'path',
      { d: 'M50 24 Q52 12 60 6', fill: 'none', stroke: '#78350f', 'stroke-width': 3, 'stroke-linecap': 'round' },
    ],
    leaf(52, 18, -25),
    ...[
      [29, 34],
      [43, 34],
      [57, 34],
      [71, 34],
      [36, 49],
      [50, 49],
      [64, 49],
      [43, 64],
      [57, 64],
      [50, 79],
    ].map(
      ([cx, cy]): Shape => [
        'circle',
        { cx: cx as number, cy: cy as number, r: 9.5, fill: 'url(#grape)', stroke: '#2e1065', 'stroke-width': 1 },
      ],
    ),
  ],
  CHR: [
    [
      'path',
      {
        d: 'M32 62 Q38 30 62 12 M68 64 Q66 36 62 12',
        fill: 'none',
        stroke: '#15803d',
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
      },
    ],
    leaf(62, 12, -15),
    ['circle', { cx: 32, cy: 70, r: 16, fill: 'url(#cherry)', stroke: '#7f1d1d', 'stroke-width': 1.5 }],
    ['circle', { cx: 68, cy: 72, r: 16, fill: 'url(#cherry)', stroke: '#7f1d1d', 'stroke-width': 1.5 }],
    shine(26, 64, 5, 3),
    shine(62, 66, 5, 3),
  ],
  LEM: [
    [
      'path',
      {
        d: 'M10 52 Q12 46 18 44 Q26 22 50 22 Q74 22 82 44 Q88 46 90 52 Q88 58 82 60 Q74 82 50 82 Q26 82 18 60 Q12 58 10 52 Z',
        fill: 'url(#lemon)',
        stroke: '#a16207',
        'stroke-width': 1.5,
      },
    ],
    shine(34, 38, 10, 5),
  ],
  ORA: [
    ['circle', { cx: 50, cy: 54, r: 35, fill: 'url(#orange)', stroke: '#9a3412', 'stroke-width': 1.5 }],
    ['circle', { cx: 40, cy: 62, r: 1.5, fill: '#9a3412', opacity: 0.5 }],
    ['circle', { cx: 60, cy: 70, r: 1.5, fill: '#9a3412', opacity: 0.5 }],
    ['circle', { cx: 66, cy: 50, r: 1.5, fill: '#9a3412', opacity: 0.5 }],
    ['circle', { cx: 50, cy: 20, r: 3, fill: '#4d7c0f' }],
    leaf(50, 20, -35),
    shine(36, 42, 8, 5),
  ],
};

/** The art of every slot by its id, each symbol by its code in the engine's definition. */
export const SLOT_ART: Readonly<Record<string, Readonly<Record<string, readonly Shape[]>>>> = {
  'sunken-treasure': SUNKEN,
  'jade-temple': JADE,
  'lucky-orchard': ORCHARD,
};
