import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

/**
 * Round 13: four constructions of mensuration and series papers. The four walls of a room less
 * its doors and windows (paint by the square metre, paper of a width by the metre, the ceiling
 * too); a solid melted and recast (a sphere drawn into wire, into balls, a cuboid into cubes, a
 * cylinder into cones, a sphere into a cone of a given radius, a rod into wire); a conical tent's
 * canvas, its cost, the persons it shelters, a heap covered with canvas; a ball that rebounds to a
 * fraction of its fall, a pendulum's swings, a saving that doubles. Each answer is worked by hand
 * (in the comment beside it); each group sits beside look-alikes that say another thing or leave
 * a figure unsaid, which must be declined.
 */

/** The worked value and the option it picks, or null; a worked answer must end with its check. */
function solved(text: string): { value: number; letter: string | null } | null {
  const solution = solveQuantQuestion(parseQuestion(text));
  if (solution && !solution.steps.some((step) => step.title.startsWith('Check'))) throw new Error(`No check step: ${text}`);
  return solution ? { value: solution.answer.values[0]!, letter: solution.option?.label ?? null } : null;
}

/** Each group: questions with options and the letter worked by hand (and the value), and look-alikes that must be declined. */
const GROUPS: readonly { readonly name: string; readonly solved: readonly (readonly [string, string, number])[]; readonly declined: readonly string[] }[] = [
  {
    name: 'the four walls less doors and windows',
    solved: [
      // Walls 2 × 4 × (6 + 5) = 88; doors 2 × 2 = 4, window 1.5: 82.5 m² × ₹20 = ₹1,650.
      ['A room 6 m x 5 m x 4 m has two doors 2 m x 1 m and a window 1.5 m x 1 m. Find the cost of painting the walls at ₹20 per sq m.\n(a) ₹1,760 (b) ₹1,650 (c) ₹2,250 (d) ₹1,540', 'b', 1650],
      // Walls 2 × 3 × 14 = 84; door 3, windows 2 × 1.5 = 3: 78 m².
      ['A room is 8 m long, 6 m wide and 3 m high. It has one door 2 m by 1.5 m and two windows each 1.5 m by 1 m. Find the area of the four walls to be painted.\n(a) 84 m² (b) 81 m² (c) 78 m² (d) 126 m²', 'c', 78],
      // Walls 2 × 4 × 18 = 144; door 3, windows 4: 137 m² ÷ 0.5 m = 274 m.
      ['The walls of a room 10 m long, 8 m wide and 4 m high are to be covered with paper 50 cm wide. Leaving a door 2 m x 1.5 m and two windows each 2 m x 1 m, find the length of paper required.\n(a) 274 m (b) 288 m (c) 137 m (d) 68.5 m', 'a', 274],
      // Walls 2 × 3 × 9 = 54; less 3 = 51 m² ÷ 0.75 = 68 m × ₹12 = ₹816.
      ['Find the cost of papering the four walls of a room 5 m x 4 m x 3 m with paper 75 cm wide at ₹12 per metre, leaving a door 2 m by 1.5 m.\n(a) ₹612 (b) ₹864 (c) ₹816 (d) ₹459', 'c', 816],
      // Walls 2 × 5 × 16 = 160, ceiling 60; doors 8, window 3: 209 m² × ₹10 = ₹2,090.
      ['A hall is 10 m long, 6 m wide and 5 m high. It has two doors each 2 m x 2 m and a window 2 m x 1.5 m. Find the cost of whitewashing its four walls and the ceiling at ₹10 per sq m.\n(a) ₹1,490 (b) ₹2,200 (c) ₹2,090 (d) ₹2,690', 'c', 2090],
      // Typed short: walls 2 × 3 × 10 = 60; door 2, windows 2: 56 × ₹15 = ₹840.
      ['room 6x4x3 m (lxbxh), 1 door 2x1 m, 2 windows 1x1 m. cost of painting walls @ Rs 15/sq m = ?\n(a) ₹900 (b) ₹840 (c) ₹870 (d) ₹1,200', 'b', 840],
      // No openings: walls 2 × 6 × 18 = 216 and ceiling 80: 296 × ₹7.50 = ₹2,220.
      ['The length, breadth and height of a room are 10 m, 8 m and 6 m respectively. Find the cost of white washing the walls of the room and the ceiling at the rate of ₹7.50 per m².\n(a) ₹1,620 (b) ₹2,220 (c) ₹2,820 (d) ₹2,160', 'b', 2220],
      // Walls 2 × 6 × 20 = 240; doors 6, windows 4.5: 229.5 ÷ 0.75 = 306 m × ₹2 = ₹612.
      ['A room is 12 m long, 8 m broad and 6 m high. Find the cost of papering its walls with paper 75 cm wide at ₹2 per metre, allowing 2 doors of size 2 m × 1.5 m each and 3 windows of size 1.5 m × 1 m each.\n(a) ₹640 (b) ₹459 (c) ₹612 (d) ₹306', 'c', 612],
      // The walls 6 m high: 2 × 6 × 35 = 420, less 3 doors of 3 m²: 411 × ₹10 = ₹4,110.
      ['A hall 20 m long and 15 m broad has its walls 6 m high. It has 3 doors each 2 m × 1.5 m. Find the cost of painting the walls at ₹10 per sq m.\n(a) ₹4,200 (b) ₹4,110 (c) ₹4,170 (d) ₹7,110', 'b', 4110],
      // '(not ceiling)': the walls alone, 2 × 3 × 12 = 72, less the door 3: 69 × ₹45 = ₹3,105.
      ['the walls (not ceiling) of a hall 9m x 3m x 3m (height) are to be painted, except one door of 1.5 m by 2 m. painting costs 45 rupees per sq m. total cost??\nA) 3,105 rupees\nB) 1,485 rupees\nC) 3,240 rupees\nD) 4,320 rupees', 'A', 3105],
      // Counts first, sizes after: walls 2 × 4 × 14 = 112; doors 2 × 3 = 6, windows 3 × 1.5 = 4.5: 101.5 × ₹15 = ₹1,522.5.
      ['A room is 8 m long, 6 m broad and 4 m high. It has two doors and three windows. Each door is 2 m × 1.5 m and each window is 1.5 m × 1 m. Find the cost of painting its four walls at ₹15 per sq m.\n(a) ₹1,567.5 (b) ₹1,522.5 (c) ₹1,680 (d) ₹1,545', 'b', 1522.5],
      // The ceiling named first: 84 + 48 − 3 = 129 × ₹10 = ₹1,290.
      ['A room is 8 m long, 6 m wide and 3 m high. It has one door 2 m by 1.5 m. Find the cost of painting the ceiling and the four walls at ₹10 per sq m.\n(a) ₹810 (b) ₹1,290 (c) ₹1,320 (d) ₹1,770', 'b', 1290],
    ],
    declined: [
      // The doors have no size.
      'A room 6 m x 5 m x 4 m has two doors and a window 1.5 m x 1 m. Find the cost of painting the walls at ₹20 per sq m.',
      // Two walls only: which two is not said.
      'A room 6 m x 5 m x 4 m has a door 2 m x 1 m. Find the cost of painting two adjacent walls at ₹20 per sq m.',
      // A cost paid, to work back from: a rate not read here.
      'A room 6 m x 5 m x 4 m has a door 2 m x 1 m. The cost of painting its four walls is ₹1,720. Find the rate per sq m.',
      // Paper with no width: its length cannot be worked.
      'A room is 10 m long, 8 m wide and 4 m high. It has a door 2 m x 1.5 m. Find the length of paper needed to cover its walls.',
      // Paper at a rate per metre, but no width.
      'Find the cost of papering the four walls of a room 5 m x 4 m x 3 m at ₹12 per metre, leaving a door 2 m by 1.5 m.',
      // Doors and windows sized only in all: not read here.
      'A room 8 m × 6 m × 4 m has doors and windows occupying 12 sq m. Find the cost of painting its walls at ₹5 per sq m.',
      // The windows are counted but never sized.
      'A room is 8 m long, 6 m broad and 4 m high. It has two doors and three windows. Each door is 2 m × 1.5 m. Find the cost of painting its four walls at ₹15 per sq m.',
      // The ceiling named apart from the walls: whether it is in the cost is not said plainly.
      'A room is 8 m long, 6 m wide and 3 m high, with one door 2 m by 1.5 m. The ceiling is to be white and the walls blue. Find the cost of painting the walls at ₹10 per sq m.',
      // A figure glued to a misread letter ('i4' for 14): declined, not read as 4.
      'room i4x4x3.5 m (lxbxh), 2 doors 1.5x2 m, 3 windows 1x1.5 m. cost of painting walls @ Rs 20/sq m = ?\na. ₹3,430  b. ₹910  c. ₹2,520  d. ₹2,310',
      // '1.S' for 1.5 left unrepaired: declined, not read as 1.
      'ro0m 12x5x4 m (lxbxh), 1 door 1x2 m, 3 windows 1.5x1.S m. cost of painting walls @ Rs 20/sq m = ?\n(a) ₹3,745  (b) ₹2,590  (c) ₹2,720  (d) ₹2,545',
    ],
  },
  {
    name: 'a solid melted and recast',
    solved: [
      // (4/3)π × 216 = 288π cm³; wire radius 0.1 cm: 288π ÷ 0.01π = 28,800 cm = 288 m.
      ['A metallic sphere of radius 6 cm is melted and drawn into a wire of diameter 2 mm. Find the length of the wire in metres.\n(a) 72 m (b) 144 m (c) 288 m (d) 2,880 m', 'c', 288],
      // (12 ÷ 3)³ = 64.
      ['A solid metallic sphere of radius 12 cm is melted and recast into small spherical balls, each of radius 3 cm. How many balls are made?\n(a) 16 (b) 64 (c) 4 (d) 48', 'b', 64],
      // (10 ÷ 2)³ = 125.
      ['How many lead shots, each of diameter 2 cm, can be made by melting a solid lead sphere of diameter 10 cm?\n(a) 25 (b) 5 (c) 125 (d) 1,000', 'c', 125],
      // 12 × 9 × 8 = 864 ÷ 27 = 32.
      ['A metallic block in the shape of a cuboid measuring 12 cm x 9 cm x 8 cm is melted and recast into cubes of edge 3 cm. How many cubes are formed?\n(a) 96 (b) 32 (c) 288 (d) 24', 'b', 32],
      // π × 36 × 10 = 360π; a cone (1/3)π × 4 × 5 = 20π/3: 360 × 3 ÷ 20 = 54.
      ['A solid metallic cylinder of radius 6 cm and height 10 cm is melted and recast into cones, each of radius 2 cm and height 5 cm. How many cones are made?\n(a) 18 (b) 36 (c) 54 (d) 108', 'c', 54],
      // (4/3)π × 216 = (1/3)π × 36 × h: h = 4 × 216 ÷ 36 = 24 cm.
      ['A solid metal sphere of radius 6 cm is melted and recast into a right circular cone of base radius 6 cm. Find the height of the cone.\n(a) 8 cm (b) 12 cm (c) 18 cm (d) 24 cm', 'd', 24],
      // π × 1² × 10 = π × 0.1² × L: L = 1,000 cm = 10 m.
      ['A copper rod of diameter 2 cm and length 10 cm is drawn into a wire of uniform diameter 0.2 cm. Find the length of the wire in metres.\n(a) 1 m (b) 10 m (c) 100 m (d) 2.5 m', 'b', 10],
      // (4/3)π × 729 = 972π; wire radius 0.2 cm: 972 ÷ 0.04 = 24,300 cm, printed as 243 m.
      ['A copper sphere of diameter 18 cm is drawn into a wire of diameter 4 mm. Find the length of the wire.\n(a) 243 m (b) 24.3 m (c) 2,430 m (d) 486 m', 'a', 24300],
      // 9 × 11 × 12 = 1,188 = (1/3) × 22/7 × 9 × h: h = 1,188 × 21 ÷ 198 = 126 cm.
      ['A solid cuboid 9 cm × 11 cm × 12 cm is melted and recast into a cone of radius 3 cm. Find the height of the cone. (π = 22/7)\n(a) 126 cm (b) 42 cm (c) 63 cm (d) 84 cm', 'a', 126],
      // (2/3)π × 512 = (1/3)π × 36 × h: h = 1,024 ÷ 36 = 28.44 cm, as printed.
      ['A solid metallic hemisphere of radius 8 cm is melted and recast into a right circular cone of base radius 6 cm. Determine the height of the cone.\n(a) 28.44 cm (b) 30 cm (c) 21.33 cm (d) 25 cm', 'a', 28.44],
      // Made out of a sphere, not 'melted': (8 ÷ 1)³ = 512.
      ['How many balls, each of radius 1 cm, can be made from a solid sphere of lead of radius 8 cm?\n(a) 64 (b) 512 (c) 8 (d) 256', 'b', 512],
    ],
    declined: [
      // The wire's thickness is not given.
      'A metallic sphere of radius 6 cm is melted and drawn into a wire. Find the length of the wire.',
      // Hollow: the metal is the shell, not read here.
      'A hollow metallic sphere of external radius 6 cm and internal radius 4 cm is melted and recast into a cone of base radius 4 cm. Find the height of the cone.',
      // 125 ÷ 8 balls is not a whole number of balls.
      'A solid sphere of radius 5 cm is melted and recast into small balls, each of radius 2 cm. How many balls are made?',
      // The cone's curved surface, not its height, is asked.
      'A solid metal sphere of radius 6 cm is melted and recast into a cone of base radius 6 cm. Find the curved surface area of the cone.',
      // A loss in melting.
      'A metallic sphere of radius 6 cm is melted and drawn into a wire of diameter 2 mm, 10% of the metal being lost. Find the length of the wire in metres.',
      // Three balls made, two of them sized: the third is a difference of cubes, not read here.
      'A spherical ball of lead 3 cm in diameter is melted and recast into three spherical balls. The diameters of two of these are 1.5 cm and 2 cm. Find the diameter of the third ball.',
      // A hollow pipe.
      'A solid iron cuboidal block of dimensions 4.4 m × 2.6 m × 1 m is recast into a hollow cylindrical pipe of internal radius 30 cm and thickness 5 cm. Find the length of the pipe.',
    ],
  },
  {
    name: 'conical tents and heaps',
    solved: [
      // l = √(49 + 576) = 25; πrl = 22/7 × 7 × 25 = 550 m² ÷ 5 m = 110 m.
      ['How many metres of cloth 5 m wide will be required to make a conical tent, the radius of whose base is 7 m and height is 24 m? (Take π = 22/7)\n(a) 110 m (b) 550 m (c) 120 m (d) 105.6 m', 'a', 110],
      // l = √(576 + 100) = 26; πrl = 22/7 × 24 × 26 = 13,728/7 m²; × ₹70 = ₹1,37,280.
      ['A conical tent is 10 m high and the radius of its base is 24 m. Find the cost of the canvas required to make it at ₹70 per m². (π = 22/7)\n(a) ₹1,37,280 (b) ₹52,800 (c) ₹2,63,990 (d) ₹68,640', 'a', 137280],
      // 22/7 × 21 × 29 = 66 × 29 = 1,914 m².
      ['A conical tent has a base of radius 21 m and a slant height of 29 m. How much canvas is needed to make it? (π = 22/7)\n(a) 3,300 m² (b) 1,914 m² (c) 1,320 m² (d) 957 m²', 'b', 1914],
      // Floor 11 × 4 = 44 m², air 11 × 20 = 220 m³: (1/3) × 44 × h = 220, h = 15 m.
      ['A conical tent is to accommodate 11 persons. Each person must have 4 m² of space on the ground and 20 m³ of air to breathe. Find the height of the tent.\n(a) 5 m (b) 15 m (c) 10 m (d) 20 m', 'b', 15],
      // 550 m² of canvas ÷ 5 m = 110 m × ₹20 = ₹2,200.
      ['A conical tent of height 24 m has a base of radius 7 m. Find the cost of the canvas required to make it, if canvas 5 m wide costs ₹20 per metre. (Use π = 22/7)\n(a) ₹11,000 (b) ₹2,200 (c) ₹2,112 (d) ₹2,508', 'b', 2200],
      // r = 7, l = 25: 550 m².
      ['A heap of wheat is in the form of a cone of diameter 14 m and height 24 m. How much canvas is needed to cover it? Use π = 22/7.\n(a) 704 m² (b) 528 m² (c) 550 m² (d) 1,232 m²', 'c', 550],
      // 550 m² of canvas 5 m wide: 110 m.
      ['A conical tent with base radius 7 m and height 24 m is made from 5 m wide canvas. Find the length of the canvas used. (π = 22/7)\n(a) 110 m (b) 120 m (c) 100 m (d) 550 m', 'a', 110],
      // (1/3) × 22/7 × 49 × 24 = 1,232 m³.
      ['How much air is in a conical tent of radius 7 m and height 24 m? (π = 22/7)\n(a) 1,232 m³ (b) 3,696 m³ (c) 616 m³ (d) 550 m³', 'a', 1232],
    ],
    declined: [
      // A cylinder below the cone.
      'A tent is in the shape of a cylinder of radius 7 m and height 3 m surmounted by a cone of height 24 m. How much canvas is needed? (π = 22/7)',
      // Metres of cloth, but no width.
      'How many metres of cloth will be required to make a conical tent of base radius 7 m and height 24 m? (Take π = 22/7)',
      // A wastage allowance.
      'A conical tent of base radius 7 m and height 24 m is made of canvas; 10% of the canvas is wasted in cutting. How much canvas is bought? (π = 22/7)',
      // The slant height of the persons' tent needs its radius, which is not whole here.
      'A conical tent is to accommodate 11 persons. Each person must have 4 m² of space on the ground and 20 m³ of air to breathe. Find the slant height of the tent.',
      // No air: the height cannot be worked.
      'A conical tent accommodates 11 persons, each needing 4 sq m of floor. What is the height of the tent?',
      // The rate said as the cost of one square metre: not read here.
      'A conical tent is 10 m high and the radius of its base is 24 m. Find the cost of the canvas required to make the tent, if the cost of 1 m² canvas is ₹70.',
    ],
  },
  {
    name: 'rebounds and series told as stories',
    solved: [
      // 120 + 2 × 120 × (2/3) ÷ (1/3) = 120 + 480 = 600 m.
      ['A ball is dropped from a height of 120 m. Each time it strikes the ground, it rebounds to 2/3 of the height from which it fell. Find the total distance travelled by the ball before it comes to rest.\n(a) 360 m (b) 480 m (c) 600 m (d) 720 m', 'c', 600],
      // 10 × 1.6 ÷ 0.4 = 40 m.
      ['A ball dropped from a height of 10 m bounces back to 60% of the height from which it falls, every time. What is the total distance covered by the ball before it comes to rest?\n(a) 25 m (b) 40 m (c) 50 m (d) 30 m', 'b', 40],
      // 81 × 8/27 = 24 m.
      ['A ball dropped from 81 m rises to two-thirds of the previous height after every bounce. How high does it rise after its third bounce?\n(a) 36 m (b) 16 m (c) 24 m (d) 54 m', 'c', 24],
      // 64 + 2 × 48 + 2 × 36 = 232 m.
      ['A ball is dropped from a height of 64 m. Each time it hits the ground it rebounds to three-fourths of the height it fell. What distance has it travelled when it hits the ground for the third time?\n(a) 148 m (b) 232 m (c) 286 m (d) 168 m', 'b', 232],
      // 30 ÷ (1 − 4/5) = 150 cm.
      ['The first swing of a pendulum covers 30 cm. Each later swing is 4/5 of the one before it. What total distance does the pendulum cover before it comes to rest?\n(a) 120 cm (b) 150 cm (c) 300 cm (d) 54 cm', 'b', 150],
      // 5 + 10 + 20 + 40 + 80 + 160 = 315.
      ['A man saves ₹5 in the first month and every month after that he doubles his saving. How much does he save in all in 6 months?\n(a) ₹160 (b) ₹320 (c) ₹315 (d) ₹310', 'c', 315],
      // 100 × (1 + 3/5) ÷ (2/5) = 400 m.
      ['A ball is dropped from a height of 100 m. It bounces back each time to 3/5 of its previous height. Find the total distance travelled by the ball before it comes to rest.\n(a) 400 m (b) 250 m (c) 500 m (d) 300 m', 'a', 400],
      // 12 × 1.5 ÷ 0.5 = 36 m.
      ['A ball falls from a height of 12 m and each time it rebounds to half the height from which it fell. Find the total distance it travels before coming to rest.\n(a) 24 m (b) 36 m (c) 48 m (d) 30 m', 'b', 36],
      // 12 × (1/2)³ = 1.5 m.
      ['A ball is dropped from a height of 12 m and each time it rebounds to half the height. How high does it rise after the 3rd bounce?\n(a) 3 m (b) 0.75 m (c) 1.5 m (d) 6 m', 'c', 1.5],
    ],
    declined: [
      // 'Rebounds by' a fraction is not 'to' it.
      'A ball is dropped from a height of 120 m and each time it rebounds by 2/3 of the height it fell. Find the total distance travelled before it comes to rest.',
      // A time, not a distance.
      'A ball is dropped from a height of 120 m. Each time it strikes the ground, it rebounds to 2/3 of the height from which it fell. How long does it take to come to rest?',
      // A rebound higher than the fall never stops.
      'A ball is dropped from a height of 120 m. Each time it strikes the ground, it rebounds to 3/2 of the height from which it fell. Find the total distance travelled by the ball before it comes to rest.',
      // No rebound fraction.
      'A ball is dropped from a height of 120 m and keeps bouncing. Find the total distance travelled by the ball before it comes to rest.',
      // The pendulum's time, not its distance.
      'The first swing of a pendulum covers 30 cm. Each later swing is 4/5 of the one before it. How many seconds does it take to come to rest?',
      // The saving of the sixth month alone is not the total.
      'A man saves ₹5 in the first month and every month after that he doubles his saving. How much does he save in the 6th month?',
    ],
  },
];

describe('Quant doubts, round 13: walls, recast solids, tents and rebounds', () => {
  for (const group of GROUPS) {
    describe(group.name, () => {
      it.each(group.solved)('%s', (text, letter, value) => {
        const answer = solved(text);
        expect(answer?.value).toBeCloseTo(value, 2);
        expect(answer?.letter).toBe(letter);
      });
      it.each(group.declined)('declines: %s', (text) => {
        expect(solved(text)).toBeNull();
      });
    });
  }
});
