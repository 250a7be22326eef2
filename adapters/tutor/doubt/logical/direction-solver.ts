import type { LogicalResult } from './logical-result';
import { plain } from './logical-result';

const HEADINGS = ['north', 'east', 'south', 'west'] as const;
type Heading = (typeof HEADINGS)[number];
const VECTORS: Record<Heading, [number, number]> = { north: [0, 1], east: [1, 0], south: [0, -1], west: [-1, 0] };

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };

function headingOf(word: string): Heading {
  return word.replace(/wards?$/, '') as Heading;
}

function direction(x: number, y: number): string {
  const ns = Math.abs(y) < 1e-9 ? '' : y > 0 ? 'North' : 'South';
  const ew = Math.abs(x) < 1e-9 ? '' : x > 0 ? 'East' : 'West';
  if (ns && ew) return `${ns}-${ew.toLowerCase()}`;
  return ns || ew || 'At the starting point';
}

function round(value: number): number {
  return Number(value.toFixed(2));
}

/**
 * Walks with turns: each leg is a distance in the direction faced; 'turns right' turns the walker
 * 90 degrees clockwise. The answer is the final distance and direction from the start, or the
 * direction faced at the end, as asked.
 */
export function solveDirection(stem: string): LogicalResult | null {
  let text = stem
    .replace(/\s+/g, ' ')
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b(?=\s*(?:km|kilomet|m\b|metres?|meters?|steps?))/g, (word) => String(NUMBER_WORDS[word]));
  const movement = /\b(?:walks?|walked|goes|went|moves?|moved|travels?|travelled|traveled|drives?|drove|runs?|ran|cycles?|cycled|proceeds?|proceeded)\b/;
  if (!movement.test(text) || !/\b(?:north|south|east|west)/.test(text) || !/\d\s*(?:km|kilomet|m\b|metres?|meters?|steps?)/.test(text)) return null;
  // 'Facing north, she walks 4 km': the first heading, given before any leg.
  text = text.replace(/\b(?:facing|faces|faced)\s+(?:the\s+)?(north|south|east|west)\b/, 'turns $1');
  const unit = /\b(km|kilometres?|kilometers?|metres?|meters?|m|steps?)\b/.exec(text)?.[1] ?? '';
  const unitShown = unit.startsWith('k') ? 'km' : unit.startsWith('step') ? 'steps' : unit ? 'm' : '';

  let heading: Heading | null = null;
  let x = 0;
  let y = 0;
  const legs: string[] = [];
  const moves: [number, number][] = [];
  // Events in order: a turn (left, right, around, or to a named direction) or a distance, with an optional direction.
  const events = /\bturns?\s+(?:to\s+(?:his|her|the|their)\s+)?(left|right|back|around)\b|\bturns?\s+(?:towards?\s+(?:the\s+)?)?(north|south|east|west)\b|(\d+(?:\.\d+)?)\s*(?:km|kilomet\w*|metres?|meters?|m\b|steps?)?\s*(?:(?:towards?|to|in)\s+(?:the\s+)?)?(north|south|east|west)?(?:wards?)?/g;
  for (const match of text.matchAll(events)) {
    const [, turn, named, distance, leg] = match;
    if (turn) {
      if (!heading) return { kind: 'direction', solved: false, reason: 'The walk turns before it says which way the walker first faced.' };
      const index = HEADINGS.indexOf(heading);
      heading = HEADINGS[(index + (turn === 'right' ? 1 : turn === 'left' ? 3 : 2)) % 4]!;
      legs.push(`Turns ${turn}: now facing ${heading}.`);
    } else if (named) {
      heading = headingOf(named);
      legs.push(`Turns to face ${heading}.`);
    } else if (distance) {
      // A number not followed by a unit or direction is not a leg ('2 friends'), unless a unit is used throughout.
      if (leg) heading = headingOf(leg);
      if (!heading) return { kind: 'direction', solved: false, reason: 'A distance comes before any direction.' };
      const [dx, dy] = VECTORS[heading];
      moves.push([dx * Number(distance), dy * Number(distance)]);
      x += dx * Number(distance);
      y += dy * Number(distance);
      legs.push(`${distance}${unitShown ? ` ${unitShown}` : ''} ${heading}: now at (${round(x)}, ${round(y)}) taking east and north as positive.`);
    }
  }
  if (legs.length < 2 || !heading) return { kind: 'direction', solved: false, reason: 'I could not follow the walk leg by leg.' };
  const distance = round(Math.hypot(x, y));
  const from = direction(x, y);
  const question = /[^.?]*\b(?:which|what|how|where)\b[^.]*$/.exec(text)?.[0] ?? text;
  const asksFacing = /\b(?:facing|face)\b/.test(question) && !/how far|distance/.test(question);
  const asksDistance = /how far|distance|how many (?:km|metres|meters|m|steps)/.test(question);
  const asksDirection = /which direction|what direction|in which direction|direction (?:is|of)|where is/.test(question);
  let answer: string;
  if (asksFacing) answer = heading.charAt(0).toUpperCase() + heading.slice(1);
  else if (asksDistance && asksDirection) answer = `${distance}${unitShown ? ` ${unitShown}` : ''} ${from}`;
  else if (asksDistance) answer = String(distance);
  else if (asksDirection) answer = from;
  else return { kind: 'direction', solved: false, reason: 'I could not tell whether the question asks for the distance, the direction or the way faced.' };
  const exact = Number.isInteger(distance) ? '' : ` (√${round(x * x + y * y)})`;
  return {
    kind: 'direction',
    solved: true,
    answer,
    matches: (option) => {
      const text = plain(option);
      const numbers = option.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
      if (asksFacing || (!asksDistance && asksDirection)) return text === plain(answer) || text.replace(/ward/g, '') === plain(answer);
      const distanceOk = numbers.some((value) => Math.abs(value - distance) < 0.01) || (exact !== '' && option.includes(`√${round(x * x + y * y)}`));
      return asksDirection ? distanceOk && text.replace(/[\d.]+|km|m|metres?|meters?/g, '').includes(plain(from)) : distanceOk;
    },
    steps: [
      { title: 'Follow the walk on a grid (east and north positive)', bullets: legs },
      {
        title: 'Where it ends',
        bullets: [
          `Final position: ${round(x)} east and ${round(y)} north of the start.`,
          `Straight-line distance: √(${round(x)}² + ${round(y)}²) = ${distance}${exact}${unitShown ? ` ${unitShown}` : ''}.`,
          `Direction from the start: ${from}; facing ${heading} at the end.`,
        ],
      },
    ],
    check: [
      `Adding the ${moves.length} legs again: east-west ${round(moves.reduce((sum, [dx]) => sum + dx, 0))}, north-south ${round(moves.reduce((sum, [, dy]) => sum + dy, 0))}, the same end point.`,
      `${distance}² = ${round(distance * distance)} and ${round(x)}² + ${round(y)}² = ${round(x * x + y * y)}.`,
    ],
  };
}
