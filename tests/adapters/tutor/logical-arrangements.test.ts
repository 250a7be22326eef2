import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveLogical } from '../../../adapters/tutor/doubt/logical/logical-doubt-solver';
import type { LogicalResult } from '../../../adapters/tutor/doubt/logical/logical-result';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';

/**
 * Ordering (comparisons, and places from the two ends of a row or class list) and seating (a row
 * facing north or south, a round table facing the centre or away from it), on the ways papers
 * word them: each case gives the option the solver must pick, or null where it must decline
 * because the clues leave more than one answer or say something it cannot read.
 */

function solve(text: string): { result: LogicalResult | null; letter: string | null } {
  const parsed = parseQuestion(text);
  const result = solveLogical(parsed.stem, parsed.original, parsed.options.map((option) => option.text));
  if (!result?.solved) return { result, letter: null };
  const matching = parsed.options.filter((option) => result.matches(option.text));
  return { result, letter: matching.length === 1 ? matching[0]!.letter : null };
}

/** [question with options, the option to pick or null for a decline, and the kind that must recognise it]. */
type Case = readonly [text: string, letter: 'A' | 'B' | 'C' | 'D' | null, kind: 'ordering' | 'seating'];

function check(cases: readonly Case[]) {
  for (const [text, letter, kind] of cases) {
    const { result, letter: picked } = solve(text);
    expect(result?.kind, text).toBe(kind);
    expect(picked, `${text}\n${JSON.stringify(result && (result.solved ? result.answer : result.reason))}`).toBe(letter);
    if (letter === null) expect(result?.solved, text).toBe(false);
    else if (result?.solved) expect(result.check.length, text).toBeGreaterThan(0);
  }
}

describe('seating in a row', () => {
  it('reads a bench, "sitting with", "who is on the left end", places from an end, and answers with the option that names the neighbours', () => {
    check([
      [
        'A, B, C, D and E are sitting on a bench. A is sitting next to B, C is sitting next to D, D is not sitting with E who is on the left end of the bench. C is on the second position from the right. A is to the right of B and E. A and C are sitting together. In which position is A sitting?\n(a) Between B and D (b) Between B and C (c) Between E and D (d) Between C and E',
        'B',
        'seating',
      ],
    ]);
  });

  it('reads a row facing south in the people’s own left and right, and "neither ... nor" at the ends', () => {
    check([
      ['Five people P, Q, R, S and T sit in a row facing south. P is at the extreme left end. Q sits second to the right of P. R sits to the immediate left of Q. T is not next to Q. Who sits at the extreme right end?\n(a) S (b) T (c) Q (d) R', 'B', 'seating'],
      [
        'Five friends P, Q, R, S and T are sitting in a row facing north. Neither P nor Q sits at an end. R sits to the immediate left of P. Q sits second to the right of R. S is not at the right end. Who sits at the extreme right end?\n(a) S (b) T (c) Q (d) R',
        'B',
        'seating',
      ],
    ]);
  });

  it('answers pairs, neighbours, how many sit between, and the position of one person with respect to another', () => {
    const clues = 'Five friends A, B, C, D and E sit in a row facing north. B is at the extreme left end. D sits second to the right of B. A sits to the immediate right of D. E is not next to D.';
    check([
      [`${clues} Which of the following pairs sits at the two ends?\n(a) B, E (b) B, A (c) C, E (d) B, C`, 'A', 'seating'],
      [`${clues} Who are the neighbours of D?\n(a) C and A (b) B and C (c) A and E (d) B and A`, 'A', 'seating'],
      [`${clues} How many persons sit between B and A?\n(a) 1 (b) 3 (c) 2 (d) 0`, 'C', 'seating'],
      [`${clues} What is the position of E with respect to C?\n(a) Third to the right (b) Second to the right (c) Immediate left (d) Third to the left`, 'A', 'seating'],
      [`${clues} Who sits second to the left of the person who sits at the extreme right end?\n(a) A (b) D (c) C (d) B`, 'B', 'seating'],
    ]);
  });

  it('reads a relative clause ("D, who sits ...") and declines when the clues leave two seatings', () => {
    const row = 'Six friends A, B, C, D, E and F are sitting in a row facing north.';
    const rest = 'There are two persons between A and D, who sits to the immediate left of F. B sits to the immediate right of F. C is not at an end. Who sits at the extreme right end?\n(a) A (b) B (c) C (d) E';
    check([
      [`${row} A sits at the extreme left end. ${rest}`, 'B', 'seating'],
      [`${row} A sits at one of the ends. ${rest}`, null, 'seating'],
      ['Five friends A, B, C, D and E sit in a row facing north. A sits next to B. C sits at the extreme left end. Who sits at the extreme right end?\n(a) A (b) B (c) D (d) E', null, 'seating'],
      [
        'Five students A, B, C, D and E are standing in a row facing north. D is to the immediate right of A. B is at the extreme left end. C is to the immediate left of E. A is not at the centre. Who is at the centre?\n(a) A (b) D (c) E (d) C',
        null,
        'seating',
      ],
    ]);
  });

  it('counts the people to one side, and reads a line of people standing and a place counted from an end', () => {
    check([
      ['Five friends P, Q, R, S and T sit in a row facing north. P sits at the extreme left end. Q sits third to the right of P. R sits to the immediate right of Q. How many persons sit to the right of P?\n(a) 2 (b) 3 (c) 4 (d) 1', 'C', 'seating'],
      [
        'Seven people J, K, L, M, N, O and P are standing in a straight line facing North. K is third from the left end. M stands at the extreme right end. P is second to the left of M. J and L are immediate neighbours. O is to the immediate right of K. N is not at an end. Who is standing exactly in the middle of the line?\n(a) O (b) N (c) J (d) P',
        'A',
        'seating',
      ],
    ]);
  });

  it('reads "doesn\'t" and "isn\'t" as denials', () => {
    check([
      ["Five friends P, Q, R, S and T sit in a row facing north. P sits at the extreme left end. R sits to the immediate right of P. S sits second to the right of R. T doesn't sit at the extreme right end. Who sits at the extreme right end?\n(a) Q (b) T (c) S (d) R", 'A', 'seating'],
      ["A is taller than B. C isn't taller than A. D is taller than A. Who is the tallest?\n(a) A (b) B (c) C (d) D", 'D', 'ordering'],
    ]);
  });

  it('declines a row where some face north and some south, and a clue it cannot read', () => {
    check([
      ['Five friends P, Q, R, S and T sit in a row. Some of them are facing north and some are facing south. P sits at the extreme left end. Q sits to the immediate right of P. Who sits in the middle?\n(a) P (b) Q (c) R (d) S', null, 'seating'],
      ['Five friends P, Q, R, S and T sit in a row facing north. P sits at the extreme left end. Q is the tallest of them and sits next to P. Who sits in the middle?\n(a) P (b) Q (c) R (d) S', null, 'seating'],
    ]);
  });
});

describe('seating round a table', () => {
  it('takes the left of a person facing the centre as clockwise, and facing away as anticlockwise', () => {
    check([
      [
        'Six friends A, B, C, D, E and F are sitting around a round table facing the centre. A sits opposite D. B sits to the immediate left of A. C sits to the immediate right of D. E sits to the immediate left of D. Who sits to the immediate right of A?\n(a) E (b) F (c) B (d) C',
        'B',
        'seating',
      ],
      ['Four friends P, Q, R and S sit around a circular table facing away from the centre. Q sits to the immediate right of P. R sits opposite P. Who sits to the immediate left of P?\n(a) Q (b) R (c) S (d) None', 'C', 'seating'],
    ]);
  });

  it('treats one person to a side of a square table as round a round one, and reads numbered clues', () => {
    check([
      ['Four friends P, Q, R and S sit around a square table facing the centre. P sits opposite Q. R sits to the immediate left of P. Who sits to the immediate right of P?\n(a) Q (b) R (c) S (d) None', 'C', 'seating'],
      [
        'Six friends P, Q, R, S, T and U are sitting around a circular table facing the centre. (i) P sits opposite S. (ii) Q sits to the immediate left of P. (iii) R sits second to the right of Q. (iv) T sits to the immediate left of S. Who sits to the immediate right of S?\n(a) T (b) U (c) R (d) Q',
        'B',
        'seating',
      ],
      ['Eight friends A, B, C, D, E, F, G and H sit around a square table, four at the corners and four at the middle of the sides, facing the centre. A sits at a corner. B sits opposite A. Who sits to the immediate left of B?\n(a) C (b) D (c) E (d) F', null, 'seating'],
    ]);
  });

  it('reads "R, who sits ..., is opposite P" and a question about the person opposite someone', () => {
    check([
      [
        'Six friends P, Q, R, S, T and U are sitting around a circular table facing the centre. R, who sits to the immediate right of S, is opposite to P. Q is second to the left of P. T is not a neighbour of S. Who sits to the immediate left of the person who sits opposite Q?\n(a) T (b) P (c) S (d) R',
        'B',
        'seating',
      ],
    ]);
  });
});

describe('seating as photographed', () => {
  it('undoes digits read in words, "rn" read for "m", lost spaces and a name glued to "and"', () => {
    check([
      [
        'Q.37 Five friends Lakshrni, Priya, Rajesh, Rohan and Tanvi are sitting in a row facing north. Rohan sits between Lakshmi and Tanvi. Priya does not sit next to Rajesh. Rohan sitssec0ndto the right of Priya. Who sits at the extreme right end of the row?\na. Lakshmi\nb. Rajesh\nc. Tanvi\nd. Priya',
        'B',
        'seating',
      ],
      [
        'Seven people Anjali, Komal, Nisha, Pooja, Ravi, Rituand Tanvi are sitting around a circular table facing the centre. Anjali does not sit next to Nisha. Ravi sits to the imrnediate right of Komal. Nisha does not sit next to Ravi. Anjali sits second to the left of Komal. Who sits second to the left of Nisha?\na) Ritu    b) Ravi    c) Komal    d) Anjali',
        'B',
        'seating',
      ],
      ['Who is sitting in themidd1e? Five friends P, Q, R, S and T are sitting in a row facing south. Exactly 1 person sits between Q and T. Exactly 1 person sits between P and T.\nA) S\nB) Q\nC) T\nD) R', 'C', 'seating'],
    ]);
  });
});

describe('ordering by comparisons', () => {
  const five = 'Among A, B, C, D and E, A is taller than B but shorter than C. D is the tallest. E is shorter than B.';
  it('reads "but", "who is", "is the tallest", "taller than only", lists of people and "not as tall as"', () => {
    check([
      [`${five} Who is the shortest?\n(a) A (b) B (c) E (d) D`, 'C', 'ordering'],
      ['A is older than B, who is older than C. D is younger than C. E is older than A. Who is the oldest?\n(a) A (b) E (c) D (d) B', 'B', 'ordering'],
      ['P is heavier than Q and R. S is heavier than P but lighter than T. Who is the heaviest?\n(a) T (b) S (c) P (d) Q', 'A', 'ordering'],
      ['Five boys A, B, C, D and E are of different heights. B is taller than only E. A is shorter than C but taller than D. Who is the second shortest?\n(a) A (b) B (c) D (d) E', 'B', 'ordering'],
      ['P is taller than Q but not as tall as R. S is the shortest. T is taller than R. Who is the second from the top in height?\n(a) P (b) R (c) T (d) Q', 'B', 'ordering'],
      ['Among five friends, A is taller than B, C is taller than A, D is shorter than B and E is taller than C. Who is the tallest?\n(a) A (b) C (c) E (d) D', 'C', 'ordering'],
    ]);
  });

  it('reads marks and earnings ("scored the highest", "earns the most") and asks by rank, count, middle, or a true statement', () => {
    check([
      ['In a class test, P scored more than Q but less than R. S scored less than Q. T scored the highest. Who scored the second highest marks?\n(a) P (b) Q (c) R (d) T', 'C', 'ordering'],
      ['A earns more than B but less than C. D earns the most. E earns less than B. Who earns the least?\n(a) A (b) B (c) E (d) D', 'C', 'ordering'],
      [`${five} How many persons are taller than A?\n(a) 1 (b) 2 (c) 3 (d) 4`, 'B', 'ordering'],
      [`${five} Who is taller than A but shorter than D?\n(a) B (b) C (c) E (d) None`, 'B', 'ordering'],
      [`${five} If they are arranged in descending order of height, who will be in the middle?\n(a) A (b) B (c) C (d) E`, 'A', 'ordering'],
      [`${five} Which of the following is true?\n(a) A is the tallest (b) B is taller than C (c) E is the shortest (d) D is shorter than A`, 'C', 'ordering'],
      ['Who is the shortest among Arjun, Pooja, Prakash, Ravi and Ritu, if Ritu is taller than Ravi but shorter than Arjun, Pooja is taller than Ravi, Prakash is taller than Ravi?\nA) Ritu\nB) Ravi\nC) Prakash\nD) Pooja', 'B', 'ordering'],
    ]);
  });

  it('reads "elder to", "taller than only two persons", and asks for the full order among the options', () => {
    const friends = 'P, Q, R, S and T are five friends. P is elder to Q but younger to R. S is elder to R. T is the youngest.';
    check([
      [`${friends} Who is the eldest?\n(a) P (b) R (c) S (d) T`, 'C', 'ordering'],
      [`${friends} Which of the following is the correct descending order of their ages?\n(a) S, R, P, Q, T (b) R, S, P, Q, T (c) S, P, R, Q, T (d) T, Q, P, R, S`, 'A', 'ordering'],
      ['A is heavier than B but lighter than C. R is heavier than only two persons. Who is the lightest?\n(a) A (b) B (c) C (d) R', 'B', 'ordering'],
      ['Among five friends P, Q, R, S and T, P is taller than only T. Q is taller than R but shorter than S. R is taller than P. Who is the tallest?\n(a) P (b) Q (c) R (d) S', 'D', 'ordering'],
      [
        'In a class of five students, Ravi scored more marks than Sunil but less than Amit. Amit scored less than Kiran. Deepak scored the least. Who scored the highest marks?\n(a) Ravi (b) Amit (c) Kiran (d) Deepak',
        'C',
        'ordering',
      ],
      ['A is taller than B. C is taller than A. D is shorter than B. E is shorter than D. If they are arranged in descending order of height, who will be second?\n(a) A (b) B (c) C (d) D', 'A', 'ordering'],
    ]);
  });

  it('declines when two people are never compared, or when heights and weights are mixed', () => {
    check([
      ['P is heavier than Q. R is heavier than Q. S is lighter than Q. Who is the heaviest?\n(a) P (b) R (c) Q (d) S', null, 'ordering'],
      ['A is taller than B. B is heavier than C. C is taller than D. Who is the tallest?\n(a) A (b) B (c) C (d) D', null, 'ordering'],
    ]);
  });

  it('reads comparisons as photographed', () => {
    check([
      ['Ais older than B, who is o1der than C. Dis younger than C. E is older than A. Who is the oldest?\n(a) A (b) E (c) D (d) B', 'B', 'ordering'],
      ['Raviis heavier than Ajay but not as heavy asMohan. Mohan is not the heaviest. Suresh is lighter than Ajay. Vinodis heavier than M0han. Who is the heaviest?\n(a) Ravi (b) Mohan (c) Vinod (d) Ajay', 'C', 'ordering'],
      [
        'Q.1 Q scored fewer marksthan T. Q scored more marks than S. R scored fewer marks than S. S scored more marks than P but sc0red fewer marks than T. AmongP, Q, R, S and T, who is the second highest scorer?\nA) P  B) T  C) R  D) Q',
        'D',
        'ordering',
      ],
      ['30. Sixcousins, P, Q, R, S, T and U, are compared. P is older than T. P is older than Q but younger than R. P is older than U. P is older than S but younger than R. Who is the sec0nd oldest?\na. R\nb. P\nc. T\nd. S', 'B', 'ordering'],
      [
        'Question S0: Fatima is heavier than Sunita but lighter than Sunil. Imran is heavier than Shreya but lighter than Sunil. Shreya is heavierthan Fatima but lighter than Sunil. Among Fatima, Imran, Shreya, Sunil and Sunita, wh0 is the second heaviest?\n(a) Imran\n(b) Suni1\n(c) Sunita\n(d) Shreya',
        'A',
        'ordering',
      ],
    ]);
  });
});

describe('places from the two ends', () => {
  it('works totals, places from the other end, and counts between, before and after', () => {
    check([
      ['Ravi is 7th from the top and 26th from the bottom in a class. How many students are there in the class?\n(a) 31 (b) 32 (c) 33 (d) 34', 'B', 'ordering'],
      ['Rahul ranked ninth from the top and thirty-eighth from the bottom in a class. How many students are there in the class?\n(a) 46 (b) 47 (c) 45 (d) 48', 'A', 'ordering'],
      ['Manoj is 14th from the right end of a row of 40 boys. What is his position from the left end?\n(a) 26th (b) 27th (c) 25th (d) 28th', 'B', 'ordering'],
      ['Mohan is 18th from either end of a row of boys. How many boys are there in the row?\n(a) 35 (b) 36 (c) 34 (d) 37', 'A', 'ordering'],
      ['In a class of 45 students, Ravi’s rank is 12th from the top. What is his rank from the bottom?\n(a) 33rd (b) 34th (c) 35th (d) 32nd', 'B', 'ordering'],
      ['In a queue, A is 10th from the front and B is 25th from the back. If there are 50 people in the queue, how many people are there between A and B?\n(a) 14 (b) 15 (c) 16 (d) 17', 'B', 'ordering'],
      ['Kiran is 12th from the top in a class of 40. How many students are below him?\n(a) 27 (b) 28 (c) 29 (d) 11', 'B', 'ordering'],
      ['In a row of 22 students, Komal is 18th from the left and Harish is 14th from the right. How many students are there between Komal and Harish?\n(A) 9\n(B) 32\n(C) 7\n(D) 8', 'D', 'ordering'],
      ['Sita is 16th from the left end in a row of girls and 21st from the right end. How many girls are in the row?\n(a) 35 (b) 36 (c) 37 (d) 38', 'B', 'ordering'],
    ]);
  });

  it('works a swap of places and ranks counted from another person', () => {
    check([
      ['In a row of boys, A is 15th from the left and B is 10th from the right. If they interchange their positions, A becomes 25th from the left. How many boys are there in the row?\n(a) 33 (b) 34 (c) 35 (d) 36', 'B', 'ordering'],
      ['In a class of 30 students, Ravi is 9th from the top. Suresh is 5 ranks below Ravi. What is Suresh’s rank from the bottom?\n(a) 16th (b) 17th (c) 18th (d) 15th', 'B', 'ordering'],
      ['A is 12th from the top in a class. B is 7 ranks above A. What is B’s rank from the top?\n(a) 4th (b) 5th (c) 6th (d) 19th', 'B', 'ordering'],
      ['Ravi is 10 ranks ahead of Sumit who ranks 36th in a class of 45. What is Ravi’s rank from the last?\n(a) 19th (b) 20th (c) 26th (d) 21st', 'B', 'ordering'],
    ]);
  });

  it('reads facts put after the question, a place "at 10th position", a rank "from the top is 20", and a place counted from another person', () => {
    check([
      ['How many students are there in the class if Ravi is 15th from the top and 25th from the bottom?\n(a) 39 (b) 40 (c) 41 (d) 38', 'A', 'ordering'],
      ['In a queue of 25 people, Sunita is at 10th position from the front. What is her position from the back?\n(a) 15th (b) 16th (c) 14th (d) 17th', 'B', 'ordering'],
      ["In a class of 50 students, Mohan's rank from the top is 20. What is his rank from the bottom?\n(a) 30th (b) 31st (c) 29th (d) 32nd", 'B', 'ordering'],
      ["In a class of 40 students, Ravi's rank is 15th. What is his rank from the bottom?\n(a) 26th (b) 25th (c) 24th (d) 27th", 'A', 'ordering'],
      ["In a row of 40 students, A is 10th from the left. B is 5th to the right of A. What is B's position from the right end?\n(a) 26th (b) 25th (c) 24th (d) 27th", 'A', 'ordering'],
      ['In a row of children, Amit is 12th from the left and Sunil is 18th from the right. When they interchange their positions, Amit becomes 22nd from the left. How many children are there in the row?\n(a) 38 (b) 39 (c) 40 (d) 41', 'B', 'ordering'],
    ]);
  });

  it('declines when "5 between them" leaves two totals, or the total is never fixed', () => {
    check([
      ['Ram is 16th from the front in a queue and Shyam is 20th from the back. If there are 8 people between them, how many people are there in the queue?\n(a) 44 (b) 26 (c) 43 (d) 45', null, 'ordering'],
      ['A is 10th from the left and B is 15th from the right. There are 5 boys between them. How many boys are there in the row?\n(a) 30 (b) 18 (c) 29 (d) 31', null, 'ordering'],
      ['A is 10th from the left. How many are in the row?\n(a) 19 (b) 20 (c) 21 (d) 22', null, 'ordering'],
    ]);
  });

  it('reads places as photographed: "4Oth", "fr0m", "5O", "arow", "13thfrom", "2I"', () => {
    check([
      ['Anil is 39th from\nthe top and 4Oth from the bottom\nin a class. How many students are\nthere in the class?\n(a) 77\n(b) 79\n(c) 8O\n(d) 7B', 'D', 'ordering'],
      ['9. In a row of 5O students, Vivek is 2nd from the\nleft and\nManish is 9th from the right. How many students are there between Vivek and Manish?\na) 11  b) 39  c) 40  d) 38', 'B', 'ordering'],
      ['Question 28: In arow of 27 students, Geeta is 3rd from the left and Pooja is 13thfrom the right. How many students are there between Geeta andPooja?\nA) I1\nB) 10\nC) 16\nD) 12', 'A', 'ordering'],
      ['Q.28 In a row of 43 students, Deepak is 9th from theleft and Nisha is 13th from the right. How many students are there between\nDeepak and Nisha?\nA) 26\nB) 20\nC) 2I\nD) 22', 'C', 'ordering'],
    ]);
  });
});

describe('more ways papers put it', () => {
  it('seats people told only by "to the right of" and "in the centre" of an even row', () => {
    check([
      ['Five boys are sitting in a row facing north. A is to the right of B, E is to the left of B but to the right of C. A is to the left of D. Who is sitting in the middle?\n(a) A (b) B (c) C (d) E', 'B', 'seating'],
      [
        'A, P, R, X, S and Z are sitting in a row facing north. S and Z are in the centre. A and P are at the ends. R is sitting to the immediate left of A. X is to the right of P. Who is to the immediate right of P?\n(a) X (b) R (c) S (d) Z',
        'A',
        'seating',
      ],
      ['Five friends are sitting on a bench facing north. A is to the immediate left of B. C is at the extreme right end. D is second to the left of C. A is at the extreme left end. Who sits in the middle?\n(a) B (b) D (c) E (d) A', 'B', 'seating'],
      ['A, B, C and D sit in a row facing north. A sits at the extreme left end. B sits to the immediate right of A. C sits to the immediate right of B. Who sits at the extreme right end?\n(a) D (b) E (c) C (d) B', null, 'seating'],
    ]);
  });

  it('orders by "has scored more than only A and B", "not as heavy as", and "which of them"', () => {
    check([
      ['Among A, B, C, D and E, each has scored different marks. C has scored more than only A and B. D has scored more than C but less than E. Who has scored the highest marks?\n(a) C (b) D (c) E (d) A', 'C', 'ordering'],
      ['Ravi is heavier than Ajay but not as heavy as Mohan. Mohan is not the heaviest. Suresh is lighter than Ajay. Vinod is heavier than Mohan. Who is the heaviest?\n(a) Ravi (b) Mohan (c) Vinod (d) Ajay', 'C', 'ordering'],
      ['A is taller than B. C is taller than A. D is shorter than B. Which of them is the tallest?\n(a) A (b) B (c) C (d) D', 'C', 'ordering'],
    ]);
  });

  it('works ranks with no end named, the facts in an "if" before the question, and an unnamed boy', () => {
    check([
      ['Nitin ranks eighteenth in a class of 49 students. What is his rank from the last?\n(a) 31st (b) 32nd (c) 33rd (d) 30th', 'B', 'ordering'],
      ['If Amit is 15th from the top in a class of 35, what is his position from the bottom?\n(a) 20th (b) 21st (c) 22nd (d) 19th', 'B', 'ordering'],
      ['A is 9th from the left and B is 8th from the right. After they interchange their positions, A becomes 14th from the left. How many are in the row?\n(a) 20 (b) 21 (c) 22 (d) 23', 'B', 'ordering'],
      ['In a row of 25 boys, R is 8th from the right and S is 9th from the left. How many boys are there between R and S?\n(a) 7 (b) 8 (c) 9 (d) 10', 'B', 'ordering'],
      ['A boy is 7th from the top and 26th from the bottom in a class. How many students are there in the class?\n(a) 31 (b) 32 (c) 33 (d) 34', 'B', 'ordering'],
    ]);
  });
});

const LETTERS = ['P', 'Q', 'R', 'S', 'T', 'U'];

describe('never a wrong seat', () => {
  it('answers only with the truth in rows facing north or south and round tables facing in or out, and whenever the true clues fix it', { timeout: 0 }, () => {
    let determined = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }).chain((size) =>
          fc.record({
            circle: fc.boolean(),
            away: fc.boolean(),
            seats: fc.shuffledSubarray(LETTERS.slice(0, size), { minLength: size, maxLength: size }),
            picks: fc.array(fc.nat(10_000), { minLength: 2, maxLength: 5 }),
            asked: fc.nat(size - 1),
            question: fc.nat(4),
          }),
        ),
        ({ circle, away, seats, picks, asked, question }) => {
          const layout = { circle, away };
          const size = seats.length;
          const pool = seatingClues(layout, seats);
          const clues = [...new Set(picks.map((pick) => pool[pick % pool.length]!))];
          const who = LETTERS[asked]!;
          const questions: { text: string; truth: (s: readonly string[]) => string | undefined }[] = [
            { text: `Who sits to the immediate left of ${who}?`, truth: (s) => toRight(layout, s, who, -1) },
            { text: `Who sits second to the right of ${who}?`, truth: (s) => toRight(layout, s, who, 2) },
            circle
              ? { text: `Who sits to the immediate right of ${who}?`, truth: (s) => toRight(layout, s, who, 1) }
              : { text: 'Who sits at the extreme right end?', truth: (s) => s[rightStep(layout) === 1 ? size - 1 : 0] },
            circle && size % 2 === 0
              ? { text: `Who sits opposite ${who}?`, truth: (s) => s[(s.indexOf(who) + size / 2) % size] }
              : { text: `Who sits third to the left of ${who}?`, truth: (s) => toRight(layout, s, who, -3) },
            circle ? { text: `Who sits second to the left of ${who}?`, truth: (s) => toRight(layout, s, who, -2) } : { text: `How many persons sit between ${who} and ${LETTERS[(asked + 1) % size]}?`, truth: (s) => String(Math.abs(s.indexOf(who) - s.indexOf(LETTERS[(asked + 1) % size]!)) - 1) },
          ];
          const { text: ask, truth } = questions[question]!;
          const setting = circle ? `around a circular table facing ${away ? 'away from the centre' : 'the centre'}` : `in a row facing ${away ? 'south' : 'north'}`;
          const names = LETTERS.slice(0, size);
          const text = `${['', '', '', '', 'Four', 'Five', 'Six'][size]} friends ${names.slice(0, -1).join(', ')} and ${names.at(-1)} are sitting ${setting}. ${clues.map((clue) => `${clue.text.charAt(0).toUpperCase()}${clue.text.slice(1)}.`).join(' ')} ${ask}`;
          const all = circle ? permutations(seats.slice(1)).map((rest) => [seats[0]!, ...rest]) : permutations(seats);
          const answers = new Set(all.filter((s) => clues.every((clue) => clue.holds(s))).map((s) => truth(s) ?? 'none'));
          const { result } = solve(text);
          const answer = result?.solved ? result.answer : null;
          if (answers.size === 1 && !answers.has('none')) {
            determined += 1;
            expect(answer, text).toBe([...answers][0]);
          } else {
            expect(answer, text).toBeNull();
          }
        },
      ),
      // A fixed seed: the share of draws the clues fix is then the same on every run.
      { numRuns: 300, seed: 20_261_127 },
    );
    expect(determined).toBeGreaterThan(20);
  });
});

describe('never a wrong order', () => {
  it('answers "who is the k-th tallest" only with the truth, and whenever the true clues fix it', { timeout: 0 }, () => {
    let determined = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }).chain((size) =>
          fc.record({
            order: fc.shuffledSubarray(LETTERS.slice(0, size), { minLength: size, maxLength: size }),
            picks: fc.array(fc.record({ a: fc.nat(size - 1), b: fc.nat(size - 1), form: fc.nat(3) }), { minLength: 2, maxLength: 7 }),
            asked: fc.nat(size - 1),
            fromTop: fc.boolean(),
          }),
        ),
        ({ order, picks, asked, fromTop }) => {
          const size = order.length;
          const rank = (arrangement: readonly string[], name: string) => arrangement.indexOf(name);
          const clues: { text: string; holds: (arrangement: readonly string[]) => boolean }[] = [];
          for (const { a, b, form } of picks) {
            const [x, y] = [order[Math.min(a, b)]!, order[Math.max(a, b)]!];
            if (form === 3) {
              const who = order[a]!;
              const place = rank(order, who);
              if (place !== 0) clues.push({ text: `${who} is not the tallest`, holds: (o) => rank(o, who) !== 0 });
              continue;
            }
            if (x === y) continue;
            // x is taller than y in the true order.
            if (form === 0) clues.push({ text: `${x} is taller than ${y}`, holds: (o) => rank(o, x) < rank(o, y) });
            if (form === 1) clues.push({ text: `${y} is shorter than ${x}`, holds: (o) => rank(o, x) < rank(o, y) });
            if (form === 2) clues.push({ text: `${y} is not as tall as ${x}`, holds: (o) => rank(o, x) < rank(o, y) });
          }
          if (clues.length === 0) return;
          const word = ['', 'second ', 'third ', 'fourth ', 'fifth ', 'sixth '][asked]!;
          const text = `Among ${LETTERS.slice(0, size - 1).join(', ')} and ${LETTERS[size - 1]}, ${clues.map((clue) => clue.text).join('; ')}. Who is the ${word}${fromTop ? 'tallest' : 'shortest'}?`;
          const truth = new Set(
            permutations(order)
              .filter((o) => clues.every((clue) => clue.holds(o)))
              .map((o) => o[fromTop ? asked : size - 1 - asked]!),
          );
          const { result } = solve(text);
          const answer = result?.solved ? result.answer : null;
          if (truth.size === 1) {
            determined += 1;
            expect(answer, text).toBe([...truth][0]);
          } else {
            expect(answer, text).toBeNull();
          }
        },
      ),
      { numRuns: 300, seed: 20_261_127 },
    );
    expect(determined).toBeGreaterThan(10);
  });

  it('counts places from the two ends as the row itself does', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 70 }), fc.nat(1000), fc.nat(1000), (total, i, j) => {
        const [x, y] = [(i % total) + 1, (j % total) + 1];
        if (x === y) return;
        const fromRight = total - y + 1;
        const text = `In a row of ${total} students, Ravi is ${x}th from the left and Mohan is ${fromRight}th from the right. How many students are there between Ravi and Mohan?`;
        const { result } = solve(text);
        expect(result?.solved && result.answer, text).toBe(String(Math.abs(x - y) - 1));
        const position = `Ravi is ${x}th from the left in a row of ${total} students. What is Ravi's position from the right?`;
        const placed = solve(position).result;
        expect(placed?.solved && placed.answer, position).toMatch(new RegExp(`^${total - x + 1}(st|nd|rd|th)$`));
      }),
      { numRuns: 150 },
    );
  });
});

type Layout = { readonly circle: boolean; readonly away: boolean };

/** Seat steps to a person's right: in a row seats run west to east; round a table, clockwise. */
function rightStep({ circle, away }: Layout): number {
  return (circle ? -1 : 1) * (away ? -1 : 1);
}

/** The person `steps` seats to `who`'s right (left when negative), if there is one. */
function toRight(layout: Layout, seats: readonly string[], who: string, steps: number): string | undefined {
  const size = seats.length;
  const at = seats.indexOf(who) + steps * rightStep(layout);
  return layout.circle ? seats[((at % size) + size) % size] : seats[at];
}

/** True clues about a seating, in the many ways papers say them. */
function seatingClues(layout: Layout, seats: readonly string[]): { text: string; holds: (s: readonly string[]) => boolean }[] {
  const size = seats.length;
  const out: { text: string; holds: (s: readonly string[]) => boolean }[] = [];
  const near = (s: readonly string[], a: string, b: string) => toRight(layout, s, a, 1) === b || toRight(layout, s, a, -1) === b;
  const places = ['', 'immediate', 'second', 'third'];
  const leftEnd = rightStep(layout) === 1 ? 0 : size - 1;
  for (const a of seats) {
    for (const b of seats) {
      if (a === b) continue;
      for (const steps of [1, 2, 3]) {
        for (const side of ['right', 'left'] as const) {
          const signed = side === 'right' ? steps : -steps;
          if (toRight(layout, seats, b, signed) !== a || (layout.circle && 2 * steps === size)) continue;
          const holds = (s: readonly string[]) => toRight(layout, s, b, signed) === a;
          out.push({ text: steps === 1 ? `${a} is to the immediate ${side} of ${b}` : `${a} sits ${places[steps]} to the ${side} of ${b}`, holds });
        }
      }
      if (a < b) {
        if (near(seats, a, b)) out.push({ text: `${a} and ${b} are neighbours`, holds: (s) => near(s, a, b) });
        else out.push({ text: `${a} is not an immediate neighbour of ${b}`, holds: (s) => !near(s, a, b) });
        if (!layout.circle) {
          const gap = Math.abs(seats.indexOf(a) - seats.indexOf(b)) - 1;
          if (gap > 0) out.push({ text: `there are ${['no', 'one', 'two', 'three', 'four'][gap]} persons between ${a} and ${b}`, holds: (s) => Math.abs(s.indexOf(a) - s.indexOf(b)) - 1 === gap });
          const right = (seats.indexOf(a) - seats.indexOf(b)) * rightStep(layout) > 0;
          out.push({ text: `${a} sits somewhere to the ${right ? 'right' : 'left'} of ${b}`, holds: (s) => (s.indexOf(a) - s.indexOf(b)) * rightStep(layout) * (right ? 1 : -1) > 0 });
        } else if (size % 2 === 0 && Math.abs(seats.indexOf(a) - seats.indexOf(b)) === size / 2) {
          out.push({ text: `${a} sits opposite to ${b}`, holds: (s) => Math.abs(s.indexOf(a) - s.indexOf(b)) === size / 2 });
        }
      }
      for (const c of seats) {
        if (c === a || c === b || b > c || !near(seats, a, b) || !near(seats, a, c)) continue;
        out.push({ text: `${a} sits between ${b} and ${c}`, holds: (s) => near(s, a, b) && near(s, a, c) });
      }
    }
    if (!layout.circle) {
      const at = seats.indexOf(a);
      const fromLeft = Math.abs(at - leftEnd) + 1;
      if (fromLeft === 1) out.push({ text: `${a} sits at the extreme left end`, holds: (s) => s.indexOf(a) === leftEnd });
      else if (fromLeft === size) out.push({ text: `${a} is at the extreme right end of the row`, holds: (s) => s.indexOf(a) === size - 1 - leftEnd });
      else out.push({ text: `${a} is ${places[fromLeft - 1] === 'immediate' ? 'second' : ['', '', 'second', 'third', 'fourth', 'fifth'][fromLeft]} from the left end`, holds: (s) => Math.abs(s.indexOf(a) - leftEnd) + 1 === fromLeft });
      if (at !== 0 && at !== size - 1) out.push({ text: `${a} does not sit at any of the ends`, holds: (s) => s.indexOf(a) !== 0 && s.indexOf(a) !== size - 1 });
    }
  }
  return out.filter((clue) => clue.holds(seats));
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe('round 3: wider wordings, the answer only when every fitting arrangement gives it', () => {
  it('reads seating clues and asks in many wordings: rows facing either way, circles facing in or out, possessives, lead-ins, lists without "and", people facing both ways', () => {
    check([
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. Who sits at the extreme right end?\n(a) S (b) T (c) Q (d) P', 'B', 'seating'],
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. Who is second to the left of S?\n(a) S (b) T (c) Q (d) P', 'C', 'seating'],
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. How many persons sit between P and T?\n(a) 1 (b) 2 (c) 3 (d) 4', 'C', 'seating'],
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. Who are the immediate neighbours of S?\n(a) R and T (b) Q and R (c) P and Q (d) T and Q', 'A', 'seating'],
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. Which of the following pairs sit at the extreme ends of the row?\n(a) P and S (b) Q and T (c) P and T (d) R and T', 'C', 'seating'],
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. What is the position of Q with respect to T?\n(a) Second to the left (b) Third to the left (c) Third to the right (d) Immediate left', 'B', 'seating'],
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. T is not an immediate neighbour of R. Q sits to the immediate left of R. Who sits exactly between Q and S?\n(a) R (b) T (c) P (d) None', 'A', 'seating'],
      ['Five students P, Q, R, S, T sit in a straight line facing north. Only one person sits between P and R. P is at one of the ends. T sits second to the right of R. Q is an immediate neighbour of both P and R. Who sits to the immediate left of T?\n(a) S (b) T (c) Q (d) P', 'A', 'seating'],
      ['Five friends A, B, C, D and E are sitting in a row facing south. B sits at the extreme right end. C sits third to the left of B. D is not an immediate neighbour of C. E sits to the right of A. Who sits in the middle?\n(a) A (b) E (c) D (d) C', 'B', 'seating'],
      ['Six people — J, K, L, M, N and O — sit in a row facing north. J and O sit at the two extreme ends. Only two people sit between K and J. L sits to the immediate right of K. M is not an immediate neighbour of J. Who sits second to the left of L?\n(a) M (b) N (c) J (d) O', 'A', 'seating'],
      ['Six friends A, B, C, D, E and F are sitting around a circular table facing the centre. D sits opposite A. B sits to the immediate left of A. C is an immediate neighbour of both B and D. F does not sit next to D. Who sits to the immediate right of D?\n(a) E (b) C (c) F (d) B', 'B', 'seating'],
      ['Six friends A, B, C, D, E and F are sitting around a circular table facing the centre. D sits opposite A. B sits to the immediate left of A. C is an immediate neighbour of both B and D. F does not sit next to D. Who sits opposite B?\n(a) E (b) C (c) F (d) D', 'A', 'seating'],
      ['Six friends A, B, C, D, E and F are sitting around a circular table facing the centre. D sits opposite A. B sits to the immediate left of A. C is an immediate neighbour of both B and D. F does not sit next to D. Who sits second to the right of C?\n(a) E (b) A (c) F (d) D', 'B', 'seating'],
      ['Six friends A, B, C, D, E and F are sitting around a circular table facing the centre. D is sitting directly opposite A. B is on the immediate left of A. C sits between B and D. F is not D\'s neighbour. Who is sitting between E and A?\n(a) E (b) C (c) F (d) D', 'C', 'seating'],
      ['A, B, C, D, E and F are seated around a round table facing the centre. D is opposite A. B is to the immediate left of A. C is a neighbour of both B and D. Neither F nor B is a neighbour of D. Who is on the immediate right of F?\n(a) E (b) A (c) C (d) D', 'A', 'seating'],
      ['Eight friends P, Q, R, S, T, U, V and W are sitting around a circular table facing the centre. T sits opposite P. R sits second to the left of P. Q is an immediate neighbour of P and R. V sits second to the right of P. W sits between P and V. U is an immediate neighbour of V. Who sits third to the left of T?\n(a) W (b) V (c) U (d) S', 'A', 'seating'],
      ['Eight friends P, Q, R, S, T, U, V and W are sitting around a circular table facing the centre. T sits opposite P. R sits second to the left of P. Q is an immediate neighbour of P and R. V sits second to the right of P. W sits between P and V. U is an immediate neighbour of V. Who sits opposite R?\n(a) W (b) V (c) U (d) S', 'B', 'seating'],
      ['Five persons A, B, C, D and E sit around a circular table facing away from the centre. B sits to the immediate right of A. C sits second to the left of B. D is not an immediate neighbour of B. Who sits to the immediate left of D?\n(a) E (b) A (c) B (d) C', 'A', 'seating'],
      ['Seven persons A, B, C, D, E, F and G are sitting in a straight line facing north. C sits third from the left end. A sits at the extreme right end. E is second to the left of A. B sits at the immediate left of C. G is not at an end. D sits to the immediate right of C. Who sits at the extreme left end?\n(a) F (b) G (c) B (d) D', 'A', 'seating'],
      ['Seven persons A, B, C, D, E, F and G are sitting in a straight line facing north. C sits third from the left end. A sits at the extreme right end. E is second to the left of A. B sits at the immediate left of C. G is not at an end. D sits to the immediate right of C. Who is sitting exactly in the middle of the row?\n(a) F (b) G (c) B (d) D', 'D', 'seating'],
      ['Seven persons A, B, C, D, E, F and G are sitting in a straight line facing north. C sits third from the left end. A sits at the extreme right end. E is second to the left of A. B sits at the immediate left of C. G is not at an end. D sits to the immediate right of C. Who sits to the immediate right of the person who sits at the extreme left end?\n(a) F (b) G (c) B (d) D', 'C', 'seating'],
      ['Seven persons A, B, C, D, E, F and G are sitting in a straight line facing north. C sits third from the left end. A sits at the extreme right end. E is second to the left of A. B sits at the immediate left of C. G is not at an end. D sits to the immediate right of C. How many persons sit to the right of D?\n(a) 1 (b) 2 (c) 3 (d) 4', 'C', 'seating'],
      ['Five friends A, B, C, D and E are sitting on a bench. A is to the left of B and to the right of C. D is to the right of B. E is between A and B. Who is in the middle?\n(a) E (b) A (c) B (d) C', 'A', 'seating'],
      ['Six persons A, B, C, D, E and F sit in a row. Some of them face north while the others face south. A and F sit at the two ends. Only two persons sit between A and C. B sits next to F. D is not an immediate neighbour of C. Which pair sits at the extreme ends of the row?\n(a) A and F (b) A and B (c) C and F (d) D and E', 'A', 'seating'],
      ['sir plz help: J K L M N sit in a row facing north, K sits at the extreme left end, only one person sits between K and M, L sits to the immediate right of M, N is not next to K who sits to the immediate right of K?\n(a) J (b) L (c) M (d) N', 'A', 'seating'],
      ['Five friends P, Q, R, S and T sit in a row facing north. Q sits to R\'s immediate left. P sits at one of the ends. T sits third to the right of P. R is not at an end. Who sits in the middle?\n(a) Q (b) R (c) S (d) T', 'B', 'seating'],
    ]);
  });

  it('reads comparisons, "only/exactly N are lighter than", races and arrivals, full orders in the options, and ranks from the ends', () => {
    check([
      ['Among five friends A, B, C, D and E, A is taller than B but shorter than C. D is the tallest. E is shorter than B. Who is the third tallest?\n(a) A (b) B (c) C (d) D', 'A', 'ordering'],
      ['In a group of five friends P, Q, R, S and T, R is the second heaviest. Only one person is lighter than Q. S is heavier than R. T is not the lightest. Who is the lightest?\n(a) P (b) Q (c) T (d) S', 'A', 'ordering'],
      ['Each of A, B, C, D and E scored different marks in a test. C scored more than only A. E scored less than B but more than D. D did not score the lowest. Who scored the second highest marks?\n(a) E (b) B (c) D (d) C', 'A', 'ordering'],
      ['Rani is older than Sita but younger than Gita. Mita is older than Gita. Nita is the youngest. Who is the eldest?\n(a) Rani (b) Gita (c) Mita (d) Nita', 'C', 'ordering'],
      ['Rani is older than Sita but younger than Gita. Mita is older than Gita. Nita is the youngest. How many of them are older than Rani?\n(a) 1 (b) 2 (c) 3 (d) 4', 'B', 'ordering'],
      ['Rani is older than Sita but younger than Gita. Mita is older than Gita. Nita is the youngest. Which of the following is the correct order of ages in descending order?\n(a) Mita, Gita, Rani, Sita, Nita (b) Gita, Mita, Rani, Sita, Nita (c) Mita, Rani, Gita, Sita, Nita (d) Nita, Sita, Rani, Gita, Mita', 'A', 'ordering'],
      ['Ravi ranks 16th from the top and 29th from the bottom in a class. How many students are there in the class?\n(a) 43 (b) 44 (c) 45 (d) 46', 'B', 'ordering'],
      ['In a class of 40 students, Amit is 11th from the top. What is his rank from the bottom?\n(a) 29th (b) 30th (c) 31st (d) 28th', 'B', 'ordering'],
      ['Amit ranked ninth from the top and thirty-eighth from the bottom in a class. Find the number of students in the class.\n(a) 45 (b) 46 (c) 47 (d) 48', 'B', 'ordering'],
      ['Among A, B, C, D and E, each of a different height, B is taller than only C. D is shorter than only E. A is not the tallest. Who is the second shortest?\n(a) B (b) A (c) C (d) D', 'A', 'ordering'],
      ['Among A, B, C, D and E, each of a different height, B is taller than only C. D is shorter than only E. Who is the third tallest?\n(a) B (b) A (c) C (d) D', 'B', 'ordering'],
      ['P, Q, R, S and T have different weights. Q is heavier than P but lighter than S. T is heavier than S. R is the lightest. Who is heavier than P but lighter than T?\n(a) Q (b) S (c) R (d) Q and S', 'D', 'ordering'],
      ['P, Q, R, S and T have different weights. Q is heavier than P but lighter than S. T is heavier than S. R is the lightest. If they are arranged in descending order of their weights, who will be in the fourth position?\n(a) Q (b) P (c) R (d) S', 'B', 'ordering'],
      ['P, Q, R, S and T have different weights. Q is heavier than P but lighter than S. T is heavier than S. R is the lightest. Who is the second heaviest?\n(a) Q (b) P (c) R (d) S', 'D', 'ordering'],
      ['Five boys took part in a race. Raj finished before Mohit but behind Gaurav. Ashish finished before Sanchit but behind Mohit. Who won the race?\n(a) Raj (b) Gaurav (c) Mohit (d) Ashish', 'B', 'ordering'],
      ['In a test, Anu scored more than Bina. Chitra scored less than Dev but more than Anu. Esha scored the least. Who scored the highest?\n(a) Dev (b) Chitra (c) Anu (d) Esha', 'A', 'ordering'],
      ['Five friends A, B, C, D and E are of different ages. B is older than only E. C is younger than D and A. D is not the oldest. Who is the oldest?\n(a) A (b) D (c) C (d) B', 'A', 'ordering'],
      ['Of five persons P, Q, R, S and T, P is taller than Q but not as tall as R. S is taller than R. T is the shortest. Who is the tallest?\n(a) S (b) R (c) P (d) Q', 'A', 'ordering'],
      ['In a row of 40 students, Ravi is 14th from the left end. What is his position from the right end?\n(a) 26th (b) 27th (c) 28th (d) 25th', 'B', 'ordering'],
      ['Ravi is 7th from the top and 26th from the bottom in a class. How many students are there in the class?\n(a) 31 (b) 32 (c) 33 (d) 34', 'B', 'ordering'],
      ['In a queue, Amit is 10th from the front and 15th from the back. How many people are in the queue?\n(a) 24 (b) 25 (c) 26 (d) 23', 'A', 'ordering'],
      ['Five friends P, Q, R, S and T reached a party one after another. Q reached immediately after P. Only one person reached between P and S. R reached before P. T was the last to arrive. S reached after Q. Who reached first?\n(a) P (b) R (c) S (d) Q', 'B', 'ordering'],
      ['Five friends P, Q, R, S and T reached a party one after another. Q reached immediately after P. Only one person reached between P and S. R reached before P. T was the last to arrive. S reached after Q. How many persons reached between R and S?\n(a) 1 (b) 2 (c) 3 (d) 0', 'B', 'ordering'],
      ['In a race, Arun finished ahead of Bala but behind Chetan. Dinesh finished just behind Bala. Esha finished last. Who finished second?\n(a) Arun (b) Bala (c) Chetan (d) Dinesh', 'A', 'ordering'],
      ['Statements: (1) M is heavier than N. (2) O is the heaviest. (3) Only one person is lighter than N. Of the four persons M, N, O, P, who is the lightest?\n(a) M (b) N (c) O (d) P', 'D', 'ordering'],
      ['Among P, Q, R, S and T, Q is taller than only two persons. R is shorter than P but taller than S. T is the tallest. Which of the following is the correct order of heights in ascending order?\n(a) S, R, Q, P, T (b) S, Q, R, P, T (c) R, S, Q, P, T (d) T, P, Q, R, S', 'A', 'ordering'],
    ]);
  });

  it('declines when the clues leave two answers, contradict each other, swap places, or two options state the answer', () => {
    check([
      ['P, Q, R, S and T are sitting in a row facing north. R sits in the middle of the row. P sits at the extreme left end. Q sits to the immediate left of R. Who sits at the extreme right end?\n(a) S (b) T (c) Q (d) P', null, 'seating'],
      ['Seven persons A, B, C, D, E, F and G are sitting in a straight line facing north. C sits third from the left end. A sits at the extreme right end. E is second to the left of A. B sits at the immediate left of C. G is not at an end. D sits to the immediate right of C. Which of the following statements is true?\n(a) G sits between E and A (b) F is second to the left of C (c) B sits at an end (d) D is an immediate neighbour of G', null, 'seating'],
      ['A, B, C, D and E are standing in a row facing north. There are two persons between A and B. B is at the right end. C is not a neighbour of A. D stands immediately to the left of B. Who is standing in the middle?\n(a) E (b) C (c) A (d) D', null, 'seating'],
      ['A, B, C, D and E are standing in a row facing north. A and B have two persons between them. B is at the right end. C and A are not neighbours. D is to the immediate left of B. Who is at the left end?\n(a) E (b) C (c) A (d) D', null, 'seating'],
      ['A, B, C, D and E are standing in a row facing north. A and B have two persons between them. B is at the right end. D is to the immediate left of B. If A and E interchange their places, who will be at the left end?\n(a) E (b) C (c) A (d) D', null, 'seating'],
      ['A is taller than B. C is taller than A. Who is the tallest among A, B, C, D?\n(a) A (b) B (c) C (d) D', null, 'ordering'],
      ['Six persons A, B, C, D, E and F sit in a row. Some of them face north while the others face south. A and F sit at the two ends. Only two persons sit between A and C. B sits next to F. Who sits at the extreme left end?\n(a) A (b) F (c) B (d) C', null, 'seating'],
      ['Five friends P, Q, R, S and T reached a party one after another. Q reached immediately after P. Only one person reached between P and S. R reached before P. T was the last to arrive. Who reached first?\n(a) P (b) R (c) S (d) Q', null, 'ordering'],
      ['P is older than Q. R is older than P. Who is the oldest?\n(a) P (b) Q (c) R (d) S', null, 'ordering'],
    ]);
  });
});

describe('round 3: conditions in the question, counts in words, and "nobody to the left of"', () => {
  it('takes an "if" before the ask as one more clue, and declines a swap or a clue set that fits no seating', () => {
    const circle = 'A, B, C, D, E and F are sitting in a circle facing the centre. B is to the left of A. D is opposite A. C sits between B and D. F is not a neighbour of D.';
    const row = 'A, B, C, D and E are sitting in a row facing north. Nobody sits to the left of C. A sits two places to the right of C.';
    check([
      [`${circle} Who is to the right of D?\n(a) C (b) E (c) F (d) B`, 'A', 'seating'],
      [`${circle} Who are sitting adjacent to E?\n(a) D and F (b) A and F (c) C and D (d) A and B`, 'A', 'seating'],
      // B-E and C-F both sit opposite each other: two options are true.
      [`${circle} Which of the following pairs sit opposite each other?\n(a) A and C (b) B and E (c) C and F (d) B and F`, null, 'seating'],
      [`${row} E sits next to C. If B sits at the extreme right end, who sits to the immediate left of B?\n(a) B (b) E (c) D (d) A`, 'C', 'seating'],
      [`${row} If B sits at the extreme right end, who sits to the immediate left of B?\n(a) B (b) E (c) D (d) A`, null, 'seating'],
      [`${row} E sits next to C. If A and B interchange their places, who sits to the immediate left of B?\n(a) B (b) E (c) D (d) A`, null, 'seating'],
      [`${row} Only D sits between E and A. B is not next to C. Who sits at the extreme right end?\n(a) B (b) E (c) D (d) A`, null, 'seating'],
    ]);
  });
});

describe('round 3: a swap said without the names', () => {
  it('reads "on interchanging their places" and "they interchange their places" of the two people named', () => {
    const queue = 'In a queue, Mihir is 34th from the front and Eshan is 9th from the back.';
    check([
      [`${queue} On interchanging their places, Mihir becomes 41st from the front. How many people are standing between them?\na) 5   b) 7   c) 6   d) 8`, 'C', 'ordering'],
      [`${queue} They interchange their places, and Mihir becomes 41st from the front. How many people are there in the queue?\na) 48   b) 49   c) 50   d) 51`, 'B', 'ordering'],
    ]);
  });
});

describe('round 3: a square table with people at the corners and the middles of the sides', () => {
  it('seats eight round a square table as round a table of eight, corners and sides alternating', () => {
    const table = 'Eight friends A, B, C, D, E, F, G and H sit around a square table, four at the corners and four in the middle of the sides, all facing the centre.';
    check([
      [`${table} A sits at one of the corners. E sits opposite A. C sits second to the left of A. B sits between A and C. G sits second to the right of A. H sits between A and G. D sits to the immediate right of E. Who sits opposite D?\n(a) H (b) F (c) B (d) G`, 'A', 'seating'],
      [`${table} A sits in the middle of one of the sides. C sits at a corner. E sits opposite A. Who sits opposite C?\n(a) H (b) F (c) B (d) G`, null, 'seating'],
    ]);
  });
});

describe('round 3: "among the five", "which of the following persons", "ranks higher than", "the one at the end"', () => {
  it('reads them, and declines "who is between" when two people sit between', () => {
    check([
      ['Among five friends, Ravi is taller than Sunil but shorter than Amit. Deepak is the shortest. Mohan is taller than Amit. Who is the second tallest among the five?\n(a) Ravi (b) Amit (c) Mohan (d) Sunil', 'B', 'ordering'],
      ['Among five friends, Ravi is taller than Sunil but shorter than Amit. Deepak is the shortest. Mohan is taller than Amit. Which of the following persons is the tallest?\n(a) Ravi (b) Amit (c) Mohan (d) Sunil', 'C', 'ordering'],
      ['In a class, P ranks higher than Q but lower than R. S ranks lower than Q. T is third from the top. Who is at the bottom?\n(a) P (b) Q (c) S (d) T', 'C', 'ordering'],
      ['In a class, P ranks higher than Q but lower than R. S ranks lower than Q. T ranks higher than R. Who is the lowest?\n(a) P (b) Q (c) S (d) T', 'C', 'ordering'],
      ['Seven people — P, Q, R, S, T, U and V — are standing in a line facing north. P stands at the extreme left end. Q is third to the right of P. R is the immediate neighbour of P and S. V stands at the extreme right end. U is not next to V. Who is standing between Q and V?\n(a) T (b) U (c) S (d) R', null, 'seating'],
      ['Seven people — P, Q, R, S, T, U and V — are standing in a line facing north. P stands at the extreme left end. Q is third to the right of P. R is the immediate neighbour of P and S. V stands at the extreme right end. U is not next to V. How many persons are standing to the right of S?\n(a) 3 (b) 4 (c) 5 (d) 2', 'B', 'seating'],
      ['Seven people — P, Q, R, S, T, U and V — are standing in a line facing north. P stands at the extreme left end. Q is third to the right of P. R is the immediate neighbour of P and S. V stands at the extreme right end. U is not next to V. Who is standing at the immediate left of the person standing at the extreme right end?\n(a) T (b) U (c) S (d) R', 'A', 'seating'],
      ['Seven people — P, Q, R, S, T, U and V — are standing in a line facing north. P stands at the extreme left end. Q is third to the right of P. R is the immediate neighbour of P and S. V stands at the extreme right end. U is not next to V. Who is second to the right of the one at the extreme left end?\n(a) T (b) U (c) S (d) R', 'C', 'seating'],
    ]);
  });
});
