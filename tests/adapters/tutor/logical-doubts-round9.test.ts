import { describe, expect, it } from 'vitest';
import { pickOf } from '../../support/logical-doubt-checks';

/**
 * Round 9: blood relations in natural phrasing (a speaker whose sex the question's 'him'/'her'
 * gives, 'whose portrait was he looking at', one chain hung on one name), coding by renamed
 * things asked by use or colour and by letter values summed, number and letter series of squares,
 * cubes and two patterns interleaved, and walks that 'walk back'. Each worked by hand; the
 * wordings that cannot be settled are declined.
 */

describe('blood relations told by a speaker', () => {
  it('reads the speaker\'s sex from "him" or "her" in the question', () => {
    // Yash is a man (him): the only son of his father is Yash, so the woman is his wife.
    expect(pickOf('Introducing a woman, Yash said, "She is the wife of the only son of my father." How is the woman related to him?\n(a) Sister (b) Mother (c) Wife (d) Sister-in-law')).toBe('C');
    // Meera is a woman (her): her mother's only son is her brother, whose son is her nephew.
    expect(pickOf('Pointing to a boy, Meera says, "He is the son of my mother\'s only son." How is the boy related to her?\n(a) Brother (b) Nephew (c) Cousin (d) Son')).toBe('B');
    // The same scene asked the other way: Meera is the boy's aunt.
    expect(pickOf('Pointing to a boy, Meera says, "He is the son of my mother\'s only son." How is she related to the boy?\n(a) Sister (b) Aunt (c) Cousin (d) Mother')).toBe('B');
  });

  it('answers whose portrait it was', () => {
    // No brothers or sisters: his father's son is Harsh himself, so the man's mother is Harsh's wife: the man is Harsh's son.
    expect(pickOf('Looking at a portrait of a man, Harsh said, "His mother is the wife of my father\'s son. I have no brothers or sisters." Whose portrait was Harsh looking at?\n(a) His son (b) His cousin (c) His nephew (d) His father')).toBe('A');
  });

  it('keeps the readings already served', () => {
    expect(pickOf('Pointing to a photograph, Arun said, "She is the daughter of my grandfather\'s only son." How is the girl related to Arun?\n(a) Cousin (b) Sister (c) Niece (d) Aunt')).toBe('B');
    expect(pickOf('Pointing to a man, Neha said, "His mother is the only daughter of my mother." How is Neha related to the man?\n(a) Aunt (b) Sister (c) Mother (d) Grandmother')).toBe('C');
    expect(pickOf('Pointing to a woman, Ravi said, "Her brother\'s father is the only son of my grandfather." How is the woman related to Ravi?\n(a) Mother (b) Sister (c) Aunt (d) Daughter')).toBe('B');
  });

  it('declines a sex no word gives when the options offer both readings', () => {
    // Yash could be a woman: then the only son of her father is her brother, and the woman her sister-in-law.
    expect(pickOf('Introducing a woman, Yash said, "She is the wife of the only son of my father." How is the woman related to Yash?\n(a) Sister (b) Mother (c) Wife (d) Sister-in-law')).toBeNull();
    // 'This person' has no sex: brother or sister.
    expect(pickOf('Pointing to a photograph, Arun said, "This person is the child of my grandfather\'s only son." How is the person related to Arun?\n(a) Sister (b) Brother (c) Cousin (d) Aunt')).toBeNull();
    // Kiran's father's only grandson may be Kiran's son or a sister's son: wife or sister.
    expect(pickOf('Showing a lady in the park, Kiran said, "She is the mother of my father\'s only grandson." How is the lady related to Kiran? Kiran is a man.\n(a) Sister (b) Wife (c) Mother (d) Aunt')).toBeNull();
  });
});

describe('blood relations told as one chain on one person', () => {
  it('walks the chain from the person it hangs on', () => {
    // Rahul is male ('to him'): his mother's only son is Rahul, whose daughter is his daughter.
    expect(pickOf("Who is Rahul's mother's only son's daughter to him?\n(a) Sister (b) Niece (c) Daughter (d) Cousin")).toBe('C');
    // 'as his': Rahul is male; his father's only son is Rahul himself.
    expect(pickOf("Rahul's father's only son's wife is related to Rahul as his\n(a) Sister (b) Wife (c) Mother (d) Sister-in-law")).toBe('B');
    // Priya is a woman: the only daughter of her father is Priya herself.
    expect(pickOf("How is the son of the only daughter of Priya's father related to Priya? Priya is a woman.\n(a) Son (b) Nephew (c) Brother (d) Cousin")).toBe('A');
  });

  it('declines when the person\'s sex is open and both readings are offered', () => {
    // Rahul's mother's only son may be Rahul or his brother (if Rahul is a girl): daughter or niece.
    expect(pickOf("Who is Rahul's mother's only son's daughter to Rahul?\n(a) Sister (b) Niece (c) Daughter (d) Cousin")).toBeNull();
    expect(pickOf("Rahul's father's only son's wife is related to Rahul as\n(a) Sister (b) Wife (c) Mother (d) Sister-in-law")).toBeNull();
  });
});

describe('coding', () => {
  it('names a renamed thing asked for by its use or its colour', () => {
    // The clear sky is blue; blue is called water.
    expect(pickOf("If 'sky' is called 'blue', 'blue' is called 'water', 'water' is called 'air', what is the colour of clear sky?\n(a) Sky (b) Blue (c) Water (d) Air")).toBe('C');
    // Books are kept in a bag; a bag is called table.
    expect(pickOf("If 'pen' is called 'book', 'book' is called 'bag', 'bag' is called 'table', where does a student keep his books?\n(a) Pen (b) Book (c) Bag (d) Table")).toBe('D');
    // Blood is red; red is called yellow.
    expect(pickOf("If 'white' is called 'blue', 'blue' is called 'red', 'red' is called 'yellow', 'yellow' is called 'green', what would be the colour of human blood?\n(a) Red (b) Yellow (c) Green (d) Blue")).toBe('B');
    // Fruits grow on a tree; a tree is called sky.
    expect(pickOf("If 'water' is called 'food', 'food' is called 'drink', 'drink' is called 'tree', 'tree' is called 'sky', 'sky' is called 'wall', on which of the following do fruits grow?\n(a) Water (b) Food (c) Sky (d) Tree")).toBe('C');
  });

  it('declines a renamed-thing question that asks for nothing it can name', () => {
    expect(pickOf("If 'sky' is called 'blue', 'blue' is called 'water', 'water' is called 'air', what do we breathe?\n(a) Sky (b) Blue (c) Water (d) Air")).toBeNull();
  });

  it('adds the letter values of a word', () => {
    // B + A + D = 2 + 1 + 4.
    expect(pickOf('If A = 1, B = 2 and so on, then what is the value of the word BAD?\n(a) 6 (b) 7 (c) 8 (d) 9')).toBe('B');
    // A = 26, C = 24, E = 22: 72.
    expect(pickOf('If A = 26, B = 25, C = 24 and so on, what is the sum of the letters of the word ACE?\n(a) 66 (b) 68 (c) 72 (d) 70')).toBe('C');
  });

  it('leaves algebra and letters that do not count along the alphabet', () => {
    expect(pickOf('If a = 2 and b = 3, what is the value of ab?\n(a) 5 (b) 6 (c) 7 (d) 8')).toBeNull();
    expect(pickOf('If A = 1, B = 3, C = 4 and so on, what is the value of the word CAB?\n(a) 8 (b) 7 (c) 6 (d) 9')).toBeNull();
  });

  it('keeps codes by shift, reversal, reversed halves and positions', () => {
    expect(pickOf('In a certain code language, CAT is written as 3120. How is DOG written in that code?\n(a) 4157 (b) 4158 (c) 4167 (d) 3157')).toBe('A');
    expect(pickOf('In a certain code, MONDAY is written as YADNOM. How will TUESDAY be written in that code?\n(a) YADSEUT (b) YADSETU (c) TUESDAY (d) YADESUT')).toBe('A');
    expect(pickOf("In a certain code language, 'COMPUTER' is written as 'PMOCRETU'. How is 'NOTEBOOK' written?\n(a) ETONKOOB (b) ETONBOOK (c) KOOBETON (d) ETOKNOOB")).toBe('A');
    expect(pickOf("In a code language, 'RAIN' is written as '18-1-9-14'. How is 'SNOW' written?\n(a) 19-14-15-23 (b) 19-14-16-23 (c) 18-14-15-23 (d) 19-13-15-23")).toBe('A');
    expect(pickOf('In a certain code language BOARD is written as CQDVI. How will TABLE be written?\n(a) UCEPJ (b) UCEOJ (c) UBEPJ (d) UCFPJ')).toBe('A');
    expect(pickOf('If ROSE is coded as 6821, CHAIR is coded as 73456 and PREACH is coded as 961473, what is the code for SEARCH?\n(a) 246173 (b) 214673 (c) 214763 (d) 216473')).toBe('B');
  });
});

describe('codes from a table of digits with conditions', () => {
  const table = 'Digits are coded as follows:\n0: P  1: K  2: F  3: D  4: M  5: T  6: R  7: H  8: W  9: B\n';
  const rules = 'Conditions: (i) If the first digit is odd and the last digit is even, their codes are interchanged. (ii) If the first digit is even and the last digit is odd, the last digit is coded as *.\n';

  it('codes each digit and applies the one condition that holds', () => {
    // 8 even, 7 odd: (ii) holds; W T K D then * for the 7.
    expect(pickOf(`${table}${rules}What is the code for 85137?\n(a) WTKDH (b) WTKD* (c) HDKTW (d) HTKDW`)).toBe('B');
    // 3 odd, 4 even: (i) holds; D F T M codes with the ends swapped: M F T D.
    expect(pickOf(`${table}${rules}What is the code for 3654?\n(a) DRTM (b) MRTD (c) MRT* (d) DRT*`)).toBe('B');
    // 2 even, 4 even: nothing holds; the table codes stand.
    expect(pickOf(`${table}${rules}What will be the code for 2964?\n(a) MBRF (b) FBRM (c) FBR* (d) FBRD`)).toBe('B');
  });

  it('declines a condition it does not read, or two that both hold', () => {
    const other = 'Conditions: (i) If the first digit is a prime number, its code is written twice.\n';
    expect(pickOf(`${table}${other}What is the code for 3654?\n(a) DDRTM (b) DRTM (c) MRTD (d) DRT*`)).toBeNull();
    const both = 'Conditions: (i) If the first digit is odd, the first digit is coded as #. (ii) If the last digit is even, the last digit is coded as *.\n';
    expect(pickOf(`${table}${both}What is the code for 3654?\n(a) #RTM (b) DRT* (c) #RT* (d) DRTM`)).toBeNull();
  });
});

describe('series', () => {
  it('finds squares, cubes, two patterns interleaved and letters', () => {
    expect(pickOf('Find the missing term: 4, 9, 25, 49, ?, 169\n(a) 121 (b) 81 (c) 100 (d) 144')).toBe('A');
    expect(pickOf('0, 7, 26, 63, 124, ?\n(a) 215 (b) 216 (c) 217 (d) 210')).toBe('A');
    expect(pickOf('Which number comes next? 2, 5, 10, 17, 26, ?\n(a) 35 (b) 37 (c) 36 (d) 39')).toBe('B');
    expect(pickOf('Find the missing number: 2, 10, 4, 20, 6, 30, 8, ?\n(a) 40 (b) 36 (c) 10 (d) 48')).toBe('A');
    expect(pickOf('What is the next term in the series: 1, 3, 2, 6, 3, 9, 4, ?\n(a) 10 (b) 12 (c) 5 (d) 16')).toBe('B');
    expect(pickOf('Find the next term of the series 5, 10, 8, 16, 14, 28, ?\n(a) 26 (b) 56 (c) 30 (d) 24')).toBe('A');
    expect(pickOf('Find the next term: 3, 4, 6, 8, 12, 16, 24, ?\n(a) 32 (b) 28 (c) 30 (d) 36')).toBe('A');
    expect(pickOf('Which letter comes next? A, C, F, J, O, ?\n(a) T (b) U (c) S (d) V')).toBe('B');
    expect(pickOf('Find the next term: AZ, BY, CX, DW, ?\n(a) EV (b) EU (c) FV (d) EW')).toBe('A');
    expect(pickOf('Complete the letter series: BDF, HJL, NPR, ?\n(a) TVX (b) TUV (c) SVX (d) TWX')).toBe('A');
    expect(pickOf('Find the next term: A1, C3, E5, G7, ?\n(a) I9 (b) H8 (c) I8 (d) J9')).toBe('A');
  });
});

describe('direction', () => {
  it('follows a walk that goes back the way it came', () => {
    // North 20, west 10, back (east) 30: (20, 20), north-east.
    expect(pickOf('Anil walks 20 metres north. He then turns left and walks 10 metres, then walks back 30 metres. Which direction is he from his starting point?\n(a) North-east (b) North-west (c) South-east (d) East')).toBe('A');
    // South 15, east 12, back (west) 4: (8, -15), 17 m south-east.
    expect(pickOf('Sita walked 15 m towards south. Then she turned to her left and walked 12 m. She then walked back 4 m. How far is she from the starting point, and in which direction?\n(a) 17 m, South-East (b) 15 m, East (c) 17 m South-West (d) 16 m')).toBe('A');
    // North 5, back (south) 8: 3 km south.
    expect(pickOf('A boy goes 5 km north, then goes 8 km back. How far and in which direction is he from the start?\n(a) 3 km South (b) 3 km North (c) 13 km South (d) 8 km South')).toBe('A');
  });

  it('reads "turns right again", metres and km together, and the ask first or last', () => {
    expect(pickOf('Ravi walks 10 m towards north, then turns right and walks 20 m, then turns right again and walks 10 m. How far and in which direction is he from the starting point?\n(a) 20 m East (b) 20 m West (c) 10 m East (d) 30 m North')).toBe('A');
    expect(pickOf('A man walks 2 km towards east, turns right and walks 3 km, then turns right again and walks 5 km. How far and in which direction is he from the starting point?\n(a) 3√2 km South-West (b) 5 km South (c) 3 km West (d) 4 km South-East')).toBe('A');
    expect(pickOf('Mira walks 300 m south, then 400 m east, then 0.3 km north. How far is she from the start?\n(a) 400 m (b) 700 m (c) 300 m (d) 1 km')).toBe('A');
    expect(pickOf('Starting from his house, Mohan walked 6 km east, turned left and walked 8 km, then turned left again and walked 12 km. How far is he from his house?\n(a) 10 km (b) 14 km (c) 6 km (d) 8 km')).toBe('A');
  });

  it('reads the ask "now his face is towards which direction"', () => {
    // West, 45° clockwise to north-west, 180° anticlockwise to south-east.
    expect(pickOf('Facing west, a man turns 45 degrees clockwise, then 180 degrees anti-clockwise. Now his face is towards which direction?\n(a) South-East (b) North-West (c) South (d) North-East')).toBe('A');
  });

  it('declines going back before any way is known', () => {
    expect(pickOf('Tina walks back 10 m, then turns left and walks 5 m. How far and in which direction is she from the start?\n(a) 5√5 m (b) 15 m (c) 5 m (d) 10 m')).toBeNull();
  });
});
