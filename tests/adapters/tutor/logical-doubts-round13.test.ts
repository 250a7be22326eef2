import { describe, expect, it } from 'vitest';
import { pickOf } from '../../support/logical-doubt-checks';

/**
 * Round 13: bank-exam syllogisms ('all ... are never', 'only a few' as a conclusion, 'atleast'),
 * walks told by the sun ('towards the sun in the morning', 'facing the setting sun', 'with the sun
 * behind him'), a speaker's sex stated after the ask ('if Sunita is a woman'), and coded relations
 * with a symbol to put in place of a question mark. Each answer worked by hand; beside each, a
 * look-alike that must be declined or answered as worked.
 */

const VERDICTS = '(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows';

describe('syllogisms in the bank papers\' forms', () => {
  it('reads "All A are never B" as "No A is B"', () => {
    // Apples and mangoes share nothing; the grapes that are mangoes are not apples (I). Apples may still be grapes elsewhere (II not certain).
    expect(pickOf(`Statements: All apples are never mangoes. Some mangoes are grapes.\nConclusions: I. Some grapes are not apples. II. No apple is a grape.\n${VERDICTS}`)).toBe('A');
    // 'All apples are not mangoes' is read by some as 'no apple is a mango', by others as 'not every apple is': declined.
    expect(pickOf(`Statements: All apples are not mangoes. Some mangoes are grapes.\nConclusions: I. Some grapes are not apples. II. No apple is a grape.\n${VERDICTS}`)).toBeNull();
  });

  it('tests "only a few" as a conclusion: both halves must follow', () => {
    // Some rings are tables (the bells among them), but all rings may be tables: I fails. The bell-rings are tables, so not chairs: II follows.
    expect(pickOf(`Statements: Only a few rings are bells. All bells are tables. No table is a chair.\nConclusions: I. Only a few rings are tables. II. Some rings are not chairs.\n${VERDICTS}`)).toBe('B');
    // Some doctors are singers (given) and the lawyer-doctors are not singers: only a few doctors are singers (I). No lawyer is a singer: II fails.
    expect(pickOf(`Statements: Some doctors are lawyers. No lawyer is a singer. At least some doctors are singers.\nConclusions: I. Only a few doctors are singers. II. Some singers are lawyers.\n${VERDICTS}`)).toBe('A');
    // 'Only a few A are not B' is no form the papers use: declined.
    expect(pickOf(`Statements: Only a few rings are bells. All bells are tables.\nConclusions: I. Only a few rings are not tables. II. Some rings are tables.\n${VERDICTS}`)).toBeNull();
  });

  it('reads "atleast" and statements that all begin "at least"', () => {
    // The keys that are locks are doors (I); every door may be a key, so II is not certain.
    expect(pickOf(`Statements: Atleast some keys are locks. All locks are doors.\nConclusions: I. Some keys are doors. II. Some doors are not keys.\n${VERDICTS}`)).toBe('A');
    // Windows and locks are linked only through keys: all windows are locks, or some are not; a complementary pair.
    expect(pickOf(`Statements: At least some keys are windows. At least some keys are locks.\nConclusions: I. Some windows are not locks. II. All windows are locks.\n${VERDICTS}`)).toBe('C');
    // Some lakes are plates, or some are not: both may hold, and one always does. By the papers' convention (round 14) the
    // complementary pair is 'either' even with 'neither' offered too (declined before round 14).
    expect(pickOf('Statements: Only a few plates are shirts. At least some shirts are lakes.\nConclusions: I. Some lakes are plates. II. Some lakes are not plates.\na) Only conclusion II follows    b) Both conclusions I and II follow    c) Either conclusion I or II follows    d) Neither conclusion I nor II follows')).toBe('C');
    // Without 'neither' among the options, 'either' is the one verdict both readings allow.
    expect(pickOf('Statements: Only a few plates are shirts. At least some shirts are lakes.\nConclusions: I. Some lakes are plates. II. Some lakes are not plates.\na) Only conclusion II follows    b) Both conclusions I and II follow    c) Either conclusion I or II follows    d) Only conclusion I follows')).toBe('C');
    // 'Atmost some' is no quantifier: declined.
    expect(pickOf(`Statements: Atmost some keys are locks. All locks are doors.\nConclusions: I. Some keys are doors. II. Some doors are not keys.\n${VERDICTS}`)).toBeNull();
  });
});

describe('walks told by the sun', () => {
  it('walks towards the sun: East in the morning, West in the evening', () => {
    // 4 km east, then right (south) 3 km: (4, -3), 5 km South-East.
    expect(pickOf('Ramesh walks 4 km towards the sun in the morning, then turns to his right and walks 3 km. How far and in which direction is he from the starting point?\n(a) 5 km South-East (b) 5 km North-East (c) 7 km East (d) 5 km North-West')).toBe('A');
    // 6 km west, then left (south) 8 km: (-6, -8), 10 km South-West.
    expect(pickOf('One evening, Ravi walked 6 km towards the sun. Then he turned to his left and walked 8 km. How far is he from the starting point and in which direction?\n(a) 10 km North-West (b) 10 km South-West (c) 14 km West (d) 10 km South-East')).toBe('B');
    // 'After walking ... towards the sun': the same, with 24 m right (north) of 10 m west in the evening: 26 m North-West.
    expect(pickOf('After walking 10 m towards the sun one evening, Tanvi took a right turn and walked 24 m. How far and in which direction is she now from the starting point?\n(a) 26 m North-East (b) 34 m North-West (c) 26 m North-West (d) 26 m South-West')).toBe('C');
  });

  it('declines a sun with no time of day, or one it cannot place', () => {
    expect(pickOf('Ramesh walks 4 km towards the sun, then turns to his right and walks 3 km. How far and in which direction is he from the starting point?\n(a) 5 km South-East (b) 5 km North-East (c) 7 km East (d) 5 km North-West')).toBeNull();
    expect(pickOf('At noon, Ramesh walks 4 km towards the sun, then turns to his right and walks 3 km. How far and in which direction is he from the starting point?\n(a) 5 km South-East (b) 5 km North-East (c) 7 km East (d) 5 km North-West')).toBeNull();
    // A sun phrase left unread is not passed over.
    expect(pickOf('One morning Ramesh walks 4 km north while the sun is on his right, then turns left and walks 3 km. How far and in which direction is he from the starting point?\n(a) 5 km North-West (b) 5 km North-East (c) 7 km North (d) 5 km South-West')).toBeNull();
    // A name that begins with 'sun' is not the sun: 3 m west, then anticlockwise (south) 4 m: 5 m South-West.
    expect(pickOf('Sunita started walking towards West. After walking 3 m, she turned 90° anticlockwise and walked 4 m. How far and in which direction is she from the starting point?\n(a) 7 m South-West (b) 5 m North-West (c) 5 m South-West (d) 5 m North-East')).toBe('C');
  });

  it('faces the sun, the rising or setting sun, or has it behind or beside', () => {
    // Facing East; 135° anticlockwise: North-West.
    expect(pickOf('In the morning, a boy is standing facing the sun. He turns 135° anticlockwise. Which direction is he facing now?\n(a) South-East (b) East (c) North-West (d) North-East')).toBe('C');
    // Facing East; 90° clockwise is South; 135° anticlockwise from South is North-East.
    expect(pickOf('A man is facing the rising sun. He turns 90° clockwise and then 135° anticlockwise. Which direction is he facing now?\n(a) North-East (b) North-West (c) South-East (d) North')).toBe('A');
    // The evening sun behind him: he walks East; a right turn: South.
    expect(pickOf('One evening, Vivek walked with the sun behind him for some time, then turned to his right. In which direction was he walking then?\n(a) North (b) South (c) West (d) East')).toBe('B');
    // The morning sun on his left: he faces South; a right turn: West.
    expect(pickOf('One morning, Kabir stood with the sun on his left. He turned to his right and walked 5 km. In which direction was he walking?\n(a) West (b) East (c) North (d) South')).toBe('A');
    // With no time of day the sun behind him fixes nothing.
    expect(pickOf('Vivek walked with the sun behind him for some time, then turned to his right. In which direction was he walking then?\n(a) North (b) South (c) West (d) East')).toBeNull();
  });
});

describe('a speaker whose sex the question states', () => {
  it('reads "if Sunita is a woman" after the ask', () => {
    // Sunita is her mother's only daughter, so the woman's mother is Sunita.
    expect(pickOf('Sunita pointed to a woman and said, "Her mother is my mother\'s only daughter." How is the woman related to Sunita, if Sunita is a woman?\n(a) Granddaughter (b) Sister (c) Daughter (d) Niece')).toBe('C');
    // Without it Sunita could be a man, whose mother's only daughter is his sister: daughter or niece, both offered.
    expect(pickOf('Sunita pointed to a woman and said, "Her mother is my mother\'s only daughter." How is the woman related to Sunita?\n(a) Granddaughter (b) Sister (c) Daughter (d) Niece')).toBeNull();
    // Mohan's grandfather's only son is his father, the woman's father too: she is his sister.
    expect(pickOf('Mohan pointed to a woman and said, "Her brother\'s father is my grandfather\'s only son." How is the woman related to Mohan, if Mohan is a man?\n(A) Niece (B) Mother (C) Daughter (D) Sister')).toBe('D');
  });

  it('reads a stated sex in brackets, and declines one that clashes with the scene', () => {
    // Kavita's mother's only son is her brother; his son is her nephew.
    expect(pickOf('Pointing to a man, Kavita said, "He is the son of my mother\'s only son." How is the man related to Kavita? (Kavita is a woman.)\n(a) Son (b) Nephew (c) Brother (d) Cousin')).toBe('B');
    // 'to her friend' and 'Kavita is a man' cannot both hold.
    expect(pickOf('Pointing to a man, Kavita said to her friend, "He is the son of my mother\'s only son." How is the man related to Kavita, if Kavita is a man?\n(a) Son (b) Nephew (c) Brother (d) Cousin')).toBeNull();
  });

  it('reads "the man on the stage" as the man pointed to', () => {
    // The wife of Rita's husband is Rita; her daughter's brother is Rita's son.
    expect(pickOf('Pointing to a man on the stage, Rita said, "He is the brother of the daughter of the wife of my husband." How is the man on the stage related to Rita?\n(a) Son (b) Husband (c) Cousin (d) Nephew')).toBe('A');
    // No woman was pointed to: the question names nobody in the scene.
    expect(pickOf('Pointing to a man on the stage, Rita said, "He is the brother of the daughter of the wife of my husband." How is the woman on the stage related to Rita?\n(a) Son (b) Husband (c) Cousin (d) Nephew')).toBeNull();
  });
});

describe('the person asked about, read more widely', () => {
  it('reads "the boy\'s father": a family word walked from the person pointed to', () => {
    // Kiran is a woman ('her friend'); her father's only son is her brother, the boy's father.
    expect(pickOf('Pointing to a boy, Kiran said to her friend, "His father is the only son of my father." How is the boy\'s father related to Kiran?\n(a) Brother (b) Father (c) Uncle (d) Husband')).toBe('A');
    // Kiran's husband's only sister is the boy's mother: her sister-in-law.
    expect(pickOf('Pointing to a boy, Kiran said to her friend, "His mother is my husband\'s only sister." How is the boy\'s mother related to Kiran?\n(a) Sister (b) Sister-in-law (c) Mother-in-law (d) Aunt')).toBe('B');
    // The boy's uncle may be his mother's brother, whom nothing ties to Kiran: declined.
    expect(pickOf('Pointing to a boy, Kiran said to her friend, "His father is the only son of my father." How is the boy\'s uncle related to Kiran?\n(a) Brother (b) Father (c) Uncle (d) Husband')).toBeNull();
  });

  it('keeps a name that begins like a noun ("Manish") as a name', () => {
    // Vikram ('his guests') is a man; Manish's mother is the sister of Vikram's son, so Vikram's daughter.
    expect(pickOf('Introducing Manish, Vikram said to his guests, "His mother\'s brother is my only son." How is Vikram related to Manish?\n(A) Uncle (B) Grandfather (C) Father (D) Brother')).toBe('B');
    // Asked the other way: Manish is his grandson.
    expect(pickOf('Introducing Manish, Vikram said to his guests, "His mother\'s brother is my only son." How is Manish related to Vikram?\n(A) Nephew (B) Son (C) Grandson (D) Brother')).toBe('C');
  });

  it('reads "Hisson" as an option glued by the photo', () => {
    // Amit's mother's only son is Amit; his only son is the one in the photograph.
    expect(pickOf('Looking at a photograph, Amit said to his wife, "He is the only son of my mother\'s only son." Whose photograph was Amit looking at?\nA. His cousin   B. His brother   C. His nephew   D. Hisson')).toBe('D');
    // 'Herself' is not 'her' and 'self': still no option for a son.
    expect(pickOf('Looking at a photograph, Amit said to his wife, "He is the only son of my mother\'s only son." Whose photograph was Amit looking at?\nA. His cousin   B. His brother   C. His nephew   D. Herself')).toBeNull();
  });
});

describe('the sun by the clock', () => {
  it('reads a clock time for the sun and the way walked after a turn', () => {
    // 7 a.m.: the sun is East; a left turn from East is North.
    expect(pickOf('At 7 a.m., Ravi was walking towards the sun. He turned to his left. In which direction is he walking now?\n(a) North (b) South (c) East (d) West')).toBe('A');
    // 5:30 p.m.: facing West; 90° clockwise is North.
    expect(pickOf('At 5:30 p.m., Ravi was standing facing the sun. He turned 90° clockwise. Which direction is he facing now?\n(a) North (b) South (c) East (d) West')).toBe('A');
    // 'I am' is no a.m.: with no time of day the sun is not placed.
    expect(pickOf('I am facing the sun. I turn to my left. Which direction am I facing now?\n(a) North (b) South (c) East (d) West')).toBeNull();
  });
});

describe('coded relations with a symbol to find', () => {
  const DEFINED = 'If A + B means A is the father of B; A × B means A is the sister of B; A $ B means A is the wife of B; A % B means A is the mother of B; A ÷ B means A is the son of B.';

  it('finds the one symbol that makes the relation true', () => {
    // J is P's son and H is P's child: J is H's brother. H $ T: H is T's wife, so J is T's brother-in-law. (× would make J T's brother.)
    expect(pickOf(`${DEFINED} What should come in place of the question mark to establish that J is the brother-in-law of T in the expression 'J ÷ P % H ? T + L'?\n(a) × (b) ÷ (c) $ (d) Either ÷ or ×`)).toBe('C');
    // The symbol that works ($) is not among the options: declined.
    expect(pickOf(`${DEFINED} What should come in place of the question mark to establish that J is the brother-in-law of T in the expression J ÷ P % H ? T + L?\n(a) × (b) ÷ (c) + (d) %`)).toBeNull();
    // With T % L, T is a woman and no symbol can make J her brother-in-law ($ would marry two women).
    expect(pickOf(`${DEFINED} What should come in place of the question mark to establish that J is the brother-in-law of T in the expression 'J ÷ P % H ? T % L'?\n(a) × (b) ÷ (c) $ (d) Either ÷ or ×`)).toBeNull();
  });

  it('answers "either" when two symbols work, and reads "to make A the ... of D"', () => {
    const defined = 'P + Q means P is the son of Q; P - Q means P is the daughter of Q; P × Q means P is the sister of Q; P ÷ Q means P is the father of Q.';
    // A is B's sister, B is C's son; C is D's son (+) or daughter (-): either way A is D's granddaughter.
    expect(pickOf(`${defined} What should come in place of the question mark to establish that A is the granddaughter of D in the expression A × B + C ? D?\n(a) + (b) - (c) Either + or - (d) ÷`)).toBe('C');
    // Offered only as '+' and '-' apart, no option states both: declined.
    expect(pickOf(`${defined} What should come in place of the question mark to establish that A is the granddaughter of D in the expression A × B + C ? D?\n(a) + (b) - (c) × (d) ÷`)).toBeNull();
    const kin = 'P + Q means P is the brother of Q; P - Q means P is the sister of Q; P × Q means P is the father of Q; P ÷ Q means P is the mother of Q.';
    // B is C's brother and C is D's father; A ÷ B makes A the mother of B and C: D's grandmother.
    expect(pickOf(`${kin} Which symbol should replace the question mark in A ? B + C × D to make A the grandmother of D?\n(a) + (b) - (c) × (d) ÷`)).toBe('D');
    // 'Sibling' names no one word the symbols give (brother or sister): declined.
    expect(pickOf(`${kin} What should come in place of the question mark to establish that A is the sibling of C in A ? B + C × D?\n(a) + (b) - (c) × (d) Either + or -`)).toBeNull();
  });

  it('reads a definition whose words the photo ran together', () => {
    // 'A is thesisterofB' defines -: E @ U is E the brother of U; U + H is U the father of H; H - A makes H a girl: E's niece.
    expect(pickOf("'A + B' means 'A is the father of B', 'A & B' means 'A is the husband of B', 'A @ B' means 'A is the brother of B', 'A - B' means 'A is thesisterofB' and 'A * B' means 'A is the wife of B'. Which of the following means H is the niece of E?\n(A) E + U + H - A   (B) E @ U + H - A   (C) H - U + E   (D) E @ U + H @ A")).toBe('B');
  });

  it('reads a relation whose "of" the photo glued on', () => {
    // X $ Q: X is Q's father; Q $ T: Q is T's father; T % F: T is a brother. T is X's grandson.
    const text = "'A - B' denotes 'A is the wife of B', 'A $ B' denotes 'A is the father of B', 'A % B' denotes 'A is the brother of B' and 'A × B' denotes 'A is the sister of B'. Which of the following means T is the grands0nofX?\nA) X $ Q $ T % F  B) X % Q $ T % F  C) T $ Q $ X  D) X $ Q $ T × F";
    expect(pickOf(text)).toBe('A');
    // T × F makes T a sister: granddaughter, not grandson; with that the only grandfather line, no option shows it.
    expect(pickOf(text.replace('X $ Q $ T % F', 'X - Q $ T % F'))).toBeNull();
  });
});
