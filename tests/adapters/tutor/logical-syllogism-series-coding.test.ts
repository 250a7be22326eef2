import { describe, expect, it } from 'vitest';
import { pickOf, solveTypedLogical } from '../../support/logical-doubt-checks';

/**
 * Syllogisms, series and codes as CLAT, SSC and bank papers print them (numbered over lines,
 * options in any wording, photos with misread letters and lost spaces): the solver must work
 * them, pick the one option that states the answer, and decline what does not fix one answer.
 */

function answerOf(text: string): string | null {
  const result = solveTypedLogical(text);
  return result?.solved ? result.answer : null;
}

const FOUR = '(a) Only conclusion I follows (b) Only conclusion II follows (c) Either I or II follows (d) Both I and II follow';

describe('syllogisms as papers print them', () => {
  it('reads statements numbered 1., 2. and conclusions I., II. broken over lines', () => {
    const text = `Q.38 Statements:\n1. Some birds are not pens.\n2. Some pens are trees.\nConclusions:\nI. Some\ntrees are not birds.\nII. All trees are birds.\nWhich of the conclusions logically follow from the statements?\n${FOUR}`;
    expect(answerOf(text)).toBe('Either conclusion I or II follows');
    expect(pickOf(text)).toBe('C');
  });

  it('takes every term to have members: All A are B gives Some A are B (and Some B are A)', () => {
    const text = 'Statements: All judges are lawyers. All lawyers are graduates.\nConclusions: I. Some judges are graduates. II. Some graduates are judges.\n(a) Only I follows (b) Only II follows (c) Both follow (d) Neither follows';
    expect(pickOf(text)).toBe('C');
  });

  it('reads the conclusions written as "Conclusion I:" and the statements after the paper\'s instructions', () => {
    const text =
      'In the question below are given two statements followed by two conclusions numbered I and II. You have to take the given statements to be true even if they seem to be at variance with commonly known facts. Read all the conclusions and then decide which of the given conclusions logically follows.\nStatements: No cup is a plate. All plates are bowls.\nConclusion I: Some bowls are not cups.\nConclusion II: No bowl is a cup.\n(a) if only conclusion I follows (b) if only conclusion II follows (c) if either I or II follows (d) if neither I nor II follows';
    expect(pickOf(text)).toBe('A');
  });

  it('matches the verdict however the option words it', () => {
    const text = 'Statements: All kings are rulers. All rulers are powerful people.\nConclusions: I. All kings are powerful people. II. Some powerful people are kings.';
    const result = solveTypedLogical(text);
    expect(result?.solved).toBe(true);
    if (!result?.solved) return;
    for (const option of ['Both I and II follow', 'Both follow', 'I and II both follow', 'Both conclusions follow', 'Both I and II']) expect(result.matches(option), option).toBe(true);
    for (const option of ['Only I follows', 'I only', 'Neither follows', 'None follows', 'None of these', 'Either I or II follows', 'Data inadequate']) expect(result.matches(option), option).toBe(false);
    const onlyFirst = solveTypedLogical('Statements: All judges are lawyers. Some lawyers are teachers.\nConclusions: I. Some teachers are lawyers. II. Some judges are teachers.');
    expect(onlyFirst?.solved).toBe(true);
    if (!onlyFirst?.solved) return;
    for (const option of ['Only I follows', 'Only conclusion I follows', 'I only', 'Conclusion I alone follows', 'Only I']) expect(onlyFirst.matches(option), option).toBe(true);
    for (const option of ['Only II follows', 'Both follow', 'Neither I nor II follows', 'Either I or II follows']) expect(onlyFirst.matches(option), option).toBe(false);
  });

  it('says "either" for a complementary pair on the same two terms: Some/No, All/Some-not and Some/Some-not', () => {
    expect(answerOf('Statements: Some cups are plates. Some plates are bowls.\nConclusions: I. Some cups are bowls. II. No cup is a bowl.')).toBe('Either conclusion I or II follows');
    expect(answerOf('Statements: Some pens are books. All books are chairs.\nConclusions: I. All pens are chairs. II. Some pens are not chairs.')).toBe('Either conclusion I or II follows');
    expect(answerOf('Statements: Some pens are books. Some books are chairs.\nConclusions: I. Some pens are chairs. II. Some pens are not chairs.')).toBe('Either conclusion I or II follows');
  });

  it('gives no verdict when one of two conclusions on different terms always holds: papers differ on calling it "either"', () => {
    const result = solveTypedLogical('Statements: All pens are books. All books are chairs.\nConclusions: I. Some chairs are not pens. II. All books are pens.');
    expect(result?.kind).toBe('syllogism');
    expect(result?.solved).toBe(false);
  });

  it('says "neither" when a case makes both conclusions false', () => {
    const text = `Statements:\n1. No river is a doctor.\n2. Some doctors are not cars.\nConclusions:\nI. Some cars are rivers.\nII. All cars are rivers.\nWhich of the conclusions logically follow?\n${FOUR.replace('(d) Both I and II follow', '(d) Neither I nor II follows')}`;
    expect(pickOf(text)).toBe('D');
  });

  it('checks three statements over four terms, and possibilities', () => {
    expect(answerOf('Statements: 1. Some rivers are tables. 2. All tables are judges. 3. No judge is a bird.\nConclusions: I. No table is a bird. II. Some birds are rivers.')).toBe('Only conclusion I follows');
    expect(answerOf('Statements: Some apples are mangoes. No mango is a banana.\nConclusions: I. Some apples are not bananas. II. All apples being bananas is a possibility.')).toBe('Only conclusion I follows');
    expect(answerOf('Statements: Some apples are mangoes. All mangoes are bananas.\nConclusions: I. All apples being bananas is a possibility. II. Some bananas being apples is a possibility.')).toBe('Both conclusions I and II follow');
  });

  it('reads photos: "sorne", "Staternents", a lost space, a digit in a word, a word split in two, a misread option', () => {
    const text =
      'Staternents:\n1. A1l cars are fruits.\n2. Some fruits are flowers.\n3. All flowers arepainters.\nConclusions:\nI. No painter isa car.\nII. Sorne fruits are pa inters.\nWhich of the conclusions logically follow from the statements?\n(a) Either I or II follows (b) Only conclusion II fo1lows (c) Neither I nor II follows (d) Onlyconclusion I follows';
    expect(pickOf(text)).toBe('B');
    expect(pickOf('Statements: Some apples are mangoes. No mango is a banana.\nConclusions: I. Some apples are not ban an as. II. No apple is a mango.\n(a) Only I follows (b) Only II follows (c) Neither I nor II follows (d) Either I or II follows')).toBe('A');
    expect(pickOf('Statements: Some hills are doctors. Some doctors are rings.\nConclusions: I. No ring is a hill. II. Some rings are hills.\n(a) Only I follows (b) Neither I norlI follows (c) EitherI or II follows (d) Both I and II follow')).toBe('C');
  });

  it('reads "Statement 1:" labels, statements with no heading, and a fifth option printed after the fourth', () => {
    expect(answerOf('Statement 1: All pens are books. Statement 2: Some books are chairs.\nConclusions: I. Some pens are chairs. II. Some chairs are books.')).toBe('Only conclusion II follows');
    expect(answerOf('Read the statements and the conclusions carefully. All pens are books. Some books are chairs. Conclusions: I. Some pens are chairs. II. Some chairs are books.')).toBe('Only conclusion II follows');
    expect(pickOf('Statements: All cats are dogs. All dogs are cows.\nConclusions: I. All cats are cows. II. Some cows are cats.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows (e) Both I and II follow')).toBeNull();
    expect(pickOf('Statements: All cats are dogs. No dog is a cow.\nConclusions: I. Some cats are cows. II. All cows are cats.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows (e) Both I and II follow')).toBe('D');
  });

  it('gives no verdict that needs "Only II, and either I or III", and does not drop a garbled statement', () => {
    expect(solveTypedLogical('Statements: Some doctors are engineers. Some engineers are teachers.\nConclusions: I. Some doctors are teachers. II. Some teachers are engineers. III. No doctor is a teacher.')?.solved).toBe(false);
    expect(solveTypedLogical('Allpens arebooksand. Some books are chairs. Conclusions: I. Some pens are chairs. II. Some chairs are books.')?.solved).toBe(false);
  });

  it('declines statements it cannot read one way: "All A are not B", a conclusion about an unnamed term, five terms', () => {
    expect(solveTypedLogical('Statements: All pens are not books. Some books are chairs.\nConclusions: I. Some pens are chairs. II. No pen is a chair.')?.solved).toBe(false);
    expect(solveTypedLogical('Statements: All pens are books. Some books are chairs.\nConclusions: I. Some pens are tables. II. No pen is a chair.')?.solved).toBe(false);
    expect(solveTypedLogical('Statements: All pens are books. Some books are chairs. No chair is a table. All tables are cups.\nConclusions: I. Some pens are cups. II. No pen is a cup.')?.solved).toBe(false);
  });

  it('keeps to syllogisms: a blood-relation or coding question is not read as one', () => {
    expect(solveTypedLogical('A is the brother of B. B is the daughter of C. How is A related to C?')?.kind).not.toBe('syllogism');
    expect(solveTypedLogical('If CAT is coded as DBU, how is DOG coded?')?.kind).toBe('coding-decoding');
  });
});

describe('number and letter series as papers print them', () => {
  it('continues number series with the gap anywhere, and reads the terms whatever the wording', () => {
    expect(pickOf('Find the next term of the series: 44, 46, 48, 50, 52, ?\n(a) 56 (b) 54 (c) 53 (d) 55')).toBe('B');
    expect(answerOf('3, 5, 11, 21, 35, ? — which number comes next?')).toBe('53');
    expect(answerOf('What number should come next in the series 2, 4, 10, 28, 82, ___?')).toBe('244');
    expect(answerOf('Which number replaces the question mark in the series 4, 7, ?, 19, 28, 39?')).toBe('12');
    expect(answerOf('Find the next number in the series: 5, 47, 8, 43, 11, 39, 14, ?')).toBe('35');
    expect(answerOf('Complete the series: 2, 3, 5, 7, 11, 13, ?')).toBe('17');
    expect(answerOf('Find the next term: 1, 2, 6, 15, 31, ?')).toBe('56');
    expect(answerOf('What comes next in the series 2, 4, 7, 14, 17, 34, ?')).toBe('37');
    expect(answerOf('Find the next number: 2 6 12 20 30 ?')).toBe('42');
  });

  it('reads numbers a photo misread, in the terms and in the options', () => {
    expect(answerOf('Find the next number in the series: 3, 5, 11, 21, 3s, ?')).toBe('53');
    expect(answerOf('What number should come next in the series 2, 4, 10, 2b, 82, ?')).toBe('244');
    expect(pickOf('What comes next in the series 10, 18, 26, 34, 42, ...?\n(a) 58 (b) 5O (c) 49 (d) 51')).toBe('B');
    expect(pickOf('Find the next number in the series: 4, 24, 12, 20, 20, 16, ?\n(a) 2B (b) 33 (c) 29 (d) l2')).toBe('A');
  });

  it('continues letter series, letters spaced or run together, and letter pairs letter by letter', () => {
    expect(pickOf('What comes next: G J M P S ?\n(a) Y (b) U (c) V (d) W')).toBe('C');
    expect(answerOf('What comes next: E IM Q U ?')).toBe('Y');
    expect(pickOf('Which letter pair comes next in the series VI, WH, XG, YF, ...?\n(a) ZD (b) ZE (c) EZ (d) AE')).toBe('B');
    expect(answerOf('Find the next term: AZ, BY, CX, DW, ?')).toBe('EV');
    expect(answerOf('Find the next letter in the series: B, E, H, K, N, ?')).toBe('Q');
    expect(answerOf('Find the next letter: T, W, Z, C, F, ?')).toBe('I');
    expect(answerOf('Find the missing term: 1, 4, 9, ?, 25, ...')).toBe('16');
  });

  it('declines what does not fix one answer, and odd-one-out questions', () => {
    expect(answerOf('What comes next in the series: 1, 2, 4, ?')).toBeNull();
    expect(answerOf('Find the next term: 1, 2, ?, 8, ?, 32')).toBeNull();
    // Too few terms to tell which one is wrong.
    const wrong = solveTypedLogical('Find the wrong number in the series: 3, 5, 9, 17');
    expect(wrong?.kind).toBe('series');
    expect(wrong?.solved).toBe(false);
    expect(solveTypedLogical('Which one does not belong to the series 2, 4, 6, 9, 10?')?.solved).toBe(false);
  });
});

describe('coding-decoding as papers print it', () => {
  it('codes by a shift, a reversal, opposite letters and shifts that depend on the place', () => {
    expect(answerOf('In a certain code language, GARDEN is written as HBSEFO. How is FLOWER written in that code?')).toBe('GMPXFS');
    expect(answerOf('If BOTTLE is coded as ELTTOB, then how will EMPIRE be coded in the same language?')).toBe('ERIPME');
    expect(answerOf("In a certain code, 'WINTER' is written as 'DRMGVI'. What is the code for GARDEN?")).toBe('TZIWVM');
    expect(answerOf('If DANGER is coded as ECOIFT, then how will FOREST be coded in the same language?')).toBe('GQSGTV');
    expect(answerOf('In a certain code language, JOURNEY is written as LMWPPCA. What is the code for COURT?')).toBe('EMWPV');
    expect(answerOf('If FOREST is coded as GQUIXZ, how is GARDEN coded?')).toBe('HCUHJT');
    expect(answerOf('If TIGER is coded as UJHFS, how is LION coded?')).toBe('MJPO');
  });

  it('decodes: which word has the given code, however it is asked', () => {
    expect(answerOf('If ORDER is coded as NQCDQ, then RHKUDQ is the code for which word?')).toBe('SILVER');
    expect(answerOf('In a certain code language, FLOWER is written as GMPXFS. Which word is written as DMJNBUF in that language?')).toBe('CLIMATE');
    expect(answerOf('In a code, TABLE is written as UBCMF. What does DIBJS stand for?')).toBe('CHAIR');
  });

  it('codes letters as their positions, their sums, and reads a second example with its verb left out', () => {
    expect(answerOf('If COU is coded as 31521, how is BRA coded?')).toBe('2181');
    expect(answerOf('If MARKET = 68 and SCHOOL = 72, then MOTHER = ?')).toBe('79');
    expect(answerOf('In a certain code, MARKET is written as 68 and JUSTICE as 87. How is BRANCH written in that code?')).toBe('46');
    expect(answerOf('If BAD is coded as 2-1-4, how is FACE coded?')).toBe('6-1-3-5');
    expect(answerOf('If GO = 32, SHE = 49, then SOME will be equal to')).toBe('56');
    expect(answerOf('If PALE is coded as 2134, EARTH is coded as 41590, how is PEARL coded?')).toBe('24153');
  });

  it('reads substitution codes from coded sentences, code first or meaning first', () => {
    const codeFirst = "In a certain code language, 'ne tu fe' means 'girl you people', 'ga fe tu' means 'girl smart people' and 'ga ne fe' means 'smart you girl'. What is the code for 'you'?\n(a) ga (b) ne (c) fe (d) tu";
    expect(pickOf(codeFirst)).toBe('B');
    const meaningFirst = "In a code language, 'sky is blue' is written as 'ta na pa', 'blue is good' is written as 'na pa ka' and 'good and sky' is written as 'ka ta ro'. Which code word stands for 'blue'?";
    expect(answerOf(meaningFirst)).toBeNull();
    expect(answerOf("In a code language, 'sky is blue' is written as 'ta na pa', 'blue is good' is written as 'na pa ka' and 'sky is good' is written as 'ka ta na'. Which code word stands for 'blue'?")).toBe('pa');
    expect(answerOf("In a code language: 'bo lu fe' means 'sweet eat always'; 'di lu ne' means 'play eat kind'; 'di ne lu' means 'kind eat play'. What does 'lu' mean?")).toBe('eat');
  });

  it('reads photos: misread capitals in the options and the asked word, glued words and codes', () => {
    expect(pickOf("Q3B. In a certain code language, WINTER is written as DRMGVI. What is the code for GARDEN?\n(a) MVWIZT (b) ZTIWVM (c) UAJXWN (d) TZ1WVM")).toBe('D');
    expect(pickOf('If TEACHER is coded as QBXZEBO, then how will KlNGDOM be coded in the same language?\n(a) JLADKFH (b) NLQJGRP (c) IGLEBMK (d) HFKDALJ')).toBe('D');
    expect(pickOf('If PENCIL is coded askvmxro, then how will HONEST be coded in the same language?\n(a) TMNWIH (b) SLMVHG (c) GHVMLS (d) LSMVHG')).toBe('B');
    expect(pickOf("In a certain code language, 'zuna bo' means 'work smart boy', 'na mo pit' means 'boy well kind' and 'bo na mo' means 'well boy work'. What is the code for 'srnart'?\n(a) pit (b) na (c) mo (d) zu")).toBe('D');
    expect(pickOf('If SILVER is coded as TJMWFS, then NPUIFS is the code for which word?\n(a) M0THER (b) NPU1FS (c) MTOHER (d) OQVJGT')).toBe('A');
  });

  it('declines when the example fits no rule, two rules disagree, or the sentences leave a choice', () => {
    expect(answerOf('If ROSE is coded as 6821 and CHAIR is coded as 73456, what is the code for MOUSE?')).toBeNull();
    expect(answerOf('If CAT is coded as XYZQ, how is DOG coded?')).toBeNull();
    expect(answerOf("In a certain code language, 'pit na sa' means 'you are good' and 'sa ko' means 'good boy'. What is the code for 'you'?")).toBeNull();
    expect(answerOf('In a certain code language, JUSTICE is written as MXVWLFH. What is the code for PUB LLC?')).toBeNull();
  });
});

describe('syllogisms in other wordings', () => {
  it('reads "If ... and ..., which conclusions follow? I. ... II. ...", commas between statements, and "Statement 1:" labels', () => {
    expect(pickOf('If some officers are cars and some cars are not singers, which of the following conclusions follow? I. All officers are singers. II. Some officers are not singers.\na) Only II follows b) Neither I nor II follows c) Only I follows d) Either I or II follows')).toBe('D');
    expect(pickOf('sir syllogism doubt: statements - no cat is a flower, some flowers are doctors. conclusions - I. some doctors are cats II. some cats are doctors. which follows??\nA) Only I follows B) Only II follows C) Neither I nor II follows D) Both I and II follow')).toBe('C');
    expect(pickOf('Statement 1: Some lawyers are not doctors. Statement 2: Allpencils are lawyers. Conclusion I: Some pencils are doctors. Conclusion II: Some pencils are lawyers. Which conclusion(s) follow?\nA. Either I or II follows B. Neither I nor II follows C. Only I follows D. Only II follows')).toBe('D');
    expect(pickOf('Given statements: All doctors are teachers; no teacher is a thief. Which of the conclusions below logically follow? I. No doctor is a thief. II. Some thieves are doctors.\n(a) Only I follows (b) Only II follows (c) Either I or II follows (d) Neither I nor II follows')).toBe('A');
  });

  it('reads "only a few", irregular plurals, negative possibilities and a student\'s shorthand', () => {
    expect(answerOf('Statements: Only a few pens are books. All books are bags.\nConclusions: I. Some pens are bags. II. All pens are books.')).toBe('Only conclusion I follows');
    expect(answerOf('Statements: No mouse is a cat. All cats are pets.\nConclusions: I. Some pets are not mice. II. Some mice are pets.')).toBe('Only conclusion I follows');
    expect(pickOf('Read the statements and decide which conclusion(s) logically follow.\n1. All jackets are apples.\n2. Some jackets are roses.\nI: Some apples not being roses is a possibility.\nII: No jacket being a rose is a possibility.\na) Only II follows b) Both I and II follow c) Neither I nor II follows d) Only I follows')).toBe('D');
    expect(pickOf('how to do venn - st: all kites are coaches, at least some kites are roses\nc1) no coaches are roses\nc2) at least some coaches are kites\na) Neither 1 nor 2 follows b) Only 1 follows c) Only 2 follows d) Both 1 and 2 follow')).toBe('C');
  });

  it('picks the one option that follows when the options are the conclusions, and declines when two do', () => {
    expect(pickOf('No nurse is a kite. All kites are apples. Which of the following conclusions can be definitely drawn from these statements?\nA. No nurses are apples B. Some kites are not apples C. Some apples are not nurses D. Some nurses are apples')).toBe('C');
    expect(pickOf('All doctors are coaches. No coach is a pen. Which of the following conclusions can be definitely drawn?\na) No doctor is a pen b) Every coach is a doctor c) At least some doctors are pens d) All pens are coaches')).toBe('A');
    expect(pickOf('All roses are red. All red things are bright. Which of the following is definitely true?\n(a) Some bright things are roses (b) All roses are bright (c) No rose is bright (d) All bright things are roses')).toBeNull();
    expect(pickOf('Some pens are books. Which of the following follows?\n(a) All pens are books (b) No book is a pen (c) All books are pens (d) None of these')).toBe('D');
  });
});

describe('series: gaps in the middle, wrong terms, letter groups', () => {
  it('fills a gap printed as ( ? ), or left empty by the cleaning', () => {
    expect(answerOf('Find the missing term in the series: 4, 10, ( ? ), 31, 46, 64')).toBe('19');
    expect(answerOf('Which number will replace the blank in the series 1, 8, 27, __, 125, 216?')).toBe('64');
    expect(answerOf('Find the missing term in the series: 125, 216, __, 512, 729, 1000')).toBe('343');
  });

  it('finds the one wrong term, and declines when no single term can be it', () => {
    expect(answerOf('Find the wrong number in the series: 3, 8, 15, 24, 34, 48')).toBe('34');
    expect(answerOf('Find the odd one out: 2, 5, 10, 17, 26, 38, 50')).toBe('38');
    expect(answerOf('Which number is wrong in the series? 5, 10, 17, 26, 37, 50, 64')).toBe('64');
    expect(answerOf('Find the wrong term in the series 1, 3, 9, 27, 81, 242')).toBe('242');
    expect(solveTypedLogical('Find the wrong number: 1, 4, 9, 16, 25, 36')?.solved).toBe(false);
    expect(solveTypedLogical('Find the wrong number: 7, 3, 12, 1, 40, 9')?.solved).toBe(false);
  });

  it('works letters with numbers as two series, read from the text as written', () => {
    expect(pickOf('Find the missing term: U21, R18, O15, L12, ?\nA. J10 B. I9 C. H9 D. I10')).toBe('B');
    expect(pickOf('Find the next term: D4, F6, H8, J1O, ?\na) KI1 b) M12 c) LI3 d) L12')).toBe('D');
    expect(answerOf('Find the next term: A1, C4, E9, G16, ?')).toBe('I25');
    expect(answerOf('Find the next term: A1, C4, E7, ?')).toBeNull();
    expect(answerOf('Find the wrong number in the series: 5, 5, 10, 32, 120, 600, 3600')).toBe('32');
  });

  it('multiplies by growing factors and continues three letter groups by steady steps', () => {
    expect(answerOf('Find the next: 1, 2, 6, 24, 120, ?')).toBe('720');
    expect(answerOf('1, 2, 6, 21, 88, ?')).toBe('445');
    expect(answerOf('Find the next term: AZ, BY, CX, ?')).toBe('DW');
    expect(answerOf('Find the next term: ACE, BDF, CEG, ?')).toBe('DFH');
    expect(answerOf('Find the next term: AB, CE, FI, ?')).toBeNull();
  });
});

describe('codes: the simplest rule, glued words, split codes', () => {
  it('prefers opposite letters to a longer rule that also fits, and reads a glued ask', () => {
    expect(pickOf('If in a certain language CLOUD is coded as XOLFW, what is the code for MANGO?\n(A) OANUM (B) NZMTL (C) LTMZN (D) PBOVN')).toBe('B');
    expect(pickOf('In a certain code language, APPLE is written as ZKKOV. How is RIVER written in that code?\n(A) IREVI (B) JSFWJ (C) HQDUH (D) IRFVI')).toBe('A');
    expect(pickOf("In a code, PARROT iswritten as 'PBTU5Y'. What is the code forMANGO?\n(a) MZLDK (b) NCQKT (c) SJPBM (d) MBPJS")).toBe('D');
  });

  it('reads a sentence code whose word the photo split or glued', () => {
    expect(pickOf("In a certain code language 'pit dar na' means 'you are good', 'dar tok pa' means 'good and bad', 'tim na tok' means 'they are bad'. Which of the following words stands for 'they'?\n(a) tim (b) na (c) tok (d) dar")).toBe('A');
    expect(pickOf("In a secret code, 'sa zo tu' means 'girls play hockey', 'pitsa ka' means 'boys play cricket' and 'sa go ka' means 'good boys play'. Which code word means 'play'?\na. go b. zo c. sa d. pit")).toBe('C');
  });
});

describe('codes in every wording: own phrasings written before the readers were widened', () => {
  it('reads letter codes: end letters, rotations, vowels and consonants, shifts by place, rules told in words, arrows', () => {
    expect(pickOf("In a certain code language, COMPUTER is written as RFUVQNPC. How is MEDICINE written in that code language?\n(a) EOJDJEFM (b) MFEJDJOE (c) EDJCJDME (d) NFEJDJOF")).toBe('A');
    expect(pickOf("If GARDEN is coded as HZSCFM, how will MARKET be coded?\n(a) NBSLFU (b) NZSJFS (c) LZQJDS (d) NZSJFU")).toBe('B');
    expect(pickOf("In a code language BRAIN is written as CTDMS. How would FRESH be written in that language?\n(a) GSFTI (b) GTHVM (c) GTHWM (d) HTHWM")).toBe('C');
    expect(pickOf("if in a certain language FIGHT is coded as URTSG, how is PEACE coded\n(a) KVZXW (b) QFBDF (c) KWZXV (d) KVZXV")).toBe('D');
    expect(pickOf("If MOTHER is written as SFIUPN in a code, how is SISTER written?\n(a) SFUTJT (b) TJTUFS (c) SFUTJS (d) RDSRHR")).toBe('A');
    expect(pickOf("If PARENT is coded as APERTN, how is FOLDER coded in that code?\n(a) OFLDRE (b) FOLDRE (c) OFDLRE (d) REDLOF")).toBe('C');
    expect(pickOf("In a certain code, CANDLE is written as EANDLC. How will MARKET be written in that code?\n(a) TEKRAM (b) TARKEM (c) MARKET (d) TARKME")).toBe('B');
    expect(pickOf("In a certain code ORANGE is written as PQBMFF. How is MANGO written in that code?\n(a) LBMFP (b) NBOHP (c) LZMFN (d) NBMFP")).toBe('A');
    expect(pickOf("If BAD is coded as 8, how is ACE coded?\n(a) 15 (b) 9 (c) 12 (d) 8")).toBe('A');
    expect(pickOf("In a certain code language, if TRAIN is coded as USBJO, which word is coded as DBSU?\n(a) CART (b) DART (c) CARS (d) BARS")).toBe('A');
    expect(pickOf("In a certain code, ROAD is written as URDG. How is SWAN written in that code?\n(a) VZDQ (b) VZDP (c) UYCP (d) TXBO")).toBe('A');
    expect(pickOf("MONKEY is written as XDJMNL in a certain code. How is TIGER written in that code?\n(a) QDFHS (b) SDFHS (c) SHFES (d) UJHFS")).toBe('A');
    expect(pickOf("In a code language, if PENCIL is written as RGPEKN, then what will be the code for TABLE?\n(a) VCDNF (b) UBCMF (c) VCDMG (d) VCDNG")).toBe('D');
    expect(pickOf("In a certain code language, 'MIND' is written as 'KGLB'. Which word would be written as 'UMPI'?\n(a) WORK (b) WORD (c) WARM (d) VOTE")).toBe('A');
    expect(pickOf("If each letter in the word DESERT is replaced by the letter 3 places ahead of it in the English a1phabet, what will the\nnew arrangement be?\n(A) ABPBOQ\n(B) WUHVHG\n(C) HIWIVX\n(D) GHVHUW")).toBe('D');
    expect(pickOf("Q5. If each letter in the word CASTLE is replaced by the letter 2 places ahead of\nit\nin the\nEnglish a1phabet, what wi1l the new arrangernent be?\nA. FDVWOH\nB. ECUVNG\nC. AYQRJC\nD. GNVUCE")).toBe('B');
    expect(pickOf("If every letter of the word PLANT is changed to the next letter in the alphabet, which of the following will be the result?\n(a) OKZMS (b) QMBOT (c) QMBOU (d) PMBOU")).toBe('C');
    expect(pickOf("If each vowel in the word ORANGE is replaced by the next letter, what is the new word?\n(a) PRBNGF (b) ORANGE (c) PSBOHF (d) NQZMFD")).toBeNull();
    expect(pickOf("In a code language 'mat pit lo' means 'rain is heavy', 'pit su ka' means 'heavy and cold', and 'lo ka ni' means 'rain and wind'. What is the code for 'cold'?\n(a) ka (b) su (c) pit (d) lo")).toBe('B');
    expect(pickOf("In a certain code, SEND is written as 3 5 8 1 and LATE is written as 7 2 4 5. How is DEAL written?\n(a) 1 5 2 7 (b) 1 5 7 2 (c) 1 2 5 7 (d) 5 1 2 7")).toBe('A');
    expect(pickOf("In a certain c0de language, ROCKET is written as OCKETR. How will\nLAWYER be written in that\ncode\nlanguage?\na) WALREY\nb) RAWYEL\nc) ALYWRE\nd) AWYERL")).toBe('D');
    expect(pickOf("In a certain code language, ROCKET is written as OCKETR. How will LAWYER be written in that code language?\na) WALREY\nb) RAWYEL\nc) ALYWRE\nd) AWYERL")).toBe('D');
    expect(pickOf("Q13. In a code, each vowel of a word is replaced by the letter 2 places after it in the English a1phabet and each consonant by the previous letter. How will WALNUT be written in that\ncode?\na) YZNPTV\nb) VCKMWS\nc) VZKMTS\nd) YCNPWV")).toBe('B');
    expect(pickOf("In a code, each vowel of a word is replaced by the next letter in the English alphabet and each consonant by the previous letter. How will KING be written in that code?\na. JHMF\nb. LHOH\nc. JJMF\nd. LJOH")).toBe('C');
  });

  it('reads number codes and sentence codes (digits one a word), and declines what the sentences leave open', () => {
    expect(pickOf("If CAB is written as 312, how is HEAD written?\n(a) 8541 (b) 4158 (c) 8514 (d) 9625")).toBe('C');
    expect(pickOf("If ACT is coded as 26247, how will DOG be coded?\n(a) 41507 (b) 231220 (c) 231221 (d) 221219")).toBe('B');
    expect(pickOf("If the word BAG is coded as 10, what will be the code for FACE?\n(a) 14 (b) 16 (c) 13 (d) 15")).toBe('D');
    expect(pickOf("If ACE is coded as 1925, how is BAD coded?\n(a) 214 (b) 2116 (c) 4116 (d) 4161")).toBe('C');
    expect(pickOf("In a certain code language, 'pe ka so' means 'he is tall', 'so ri mu' means 'tall and thin', 'ri ta' means 'very thin' and 'la ta' means 'very good'. Which code means 'good'?\n(a) ta (b) ri (c) so (d) la")).toBe('D');
    expect(pickOf("If MOBILE is written as 56 in a certain code, what is the code for LAPTOP?\n(a) 78 (b) 80 (c) 82 (d) 84")).toBe('B');
    expect(pickOf("if cat = 24 then dog = ?\n(a) 25 (b) 27 (c) 26 (d) 28")).toBe('C');
    expect(pickOf("If CAT is coded as 3120 and DOG is coded as 4157, how is RAT coded?\n(a) 18120 (b) 19120 (c) 18121 (d) 17120")).toBe('A');
    expect(pickOf("20. A\ncode replaces every letter by its opposite letter in\nthe alphabet (A by Z, B by Y, and so on) and then writes the result backwards. What is the code for FOREST?\nA) HIWJMV\nB) GHVILU\nC) UTFSPG\nD) ULIVHG")).toBe('B');
    expect(pickOf("In a certain code language, DELHI is coded as 73541 and CALCUTTA as 82589662. How is CALICUT coded?\n(a) 8251896 (b) 8251869 (c) 8521896 (d) 8255896")).toBe('A');
    expect(pickOf("If ZEBRA can be written as 2652181, how can COBRA be written?\n(a) 302181 (b) 3152181 (c) 3152182 (d) 3141881")).toBe('B');
    expect(pickOf("If RED is coded as 6720, how would GREEN be coded?\n(a) 1677209 (b) 9207716 (c) 1677209x (d) 16717209")).toBe('A');
    expect(pickOf("If A = 1 and FAT = 27, then FAITH = ?\n(a) 44 (b) 42 (c) 41 (d) 46")).toBe('A');
    expect(pickOf("In a certain code language, '134' means 'good and tasty', '478' means 'see good pictures' and '729' means 'pictures are faint'. Which digit stands for 'see'?\n(a) 4 (b) 7 (c) 9 (d) 8")).toBe('D');
    expect(pickOf("In a certain code language, 'rain is heavy' is coded as 'mat pit lo', 'heavy and cold' is coded as 'pit su ka' and 'rain and wind' is coded as 'lo ka ni'. Which code stands for wind?\n(a) ni (b) ka (c) lo (d) mat")).toBe('A');
    expect(pickOf("In a certain code language, '134' means 'good and tasty', '478' means 'see good pictures' and '729' means 'pictures are faint'. What does '9' stand for?\n(a) see (b) good (c) faint (d) are")).toBeNull();
    expect(pickOf("In a certain code language, '134' means 'good and tasty', '478' means 'see good pictures' and '729' means 'pictures are faint'. Which digit stands for 'are'?\n(a) 2 (b) 9 (c) 7 (d) 4")).toBeNull();
    expect(pickOf("Questi0n 44: sir how tosolve: FLOWER -> GKPVFQ,\nthen\nSPORT -> ??\nA) UPQRV  B) UQPOT  C) RQNSS  D) TOPQU")).toBe('D');
  });
});

describe('series in every pattern: own phrasings', () => {
  it('fills number and letter series, letter blanks by the block that repeats, and finds the wrong term', () => {
    expect(pickOf("Question 35: In the\nseries 6, 11, 20, 37, 70, 137, 264 one\nnumber is wr0ng. Find\nit.\n(A) 264\n(B) 11\n(C) 37\n(D) 137")).toBe('D');
    expect(pickOf("Question 58: Which numberd0es notfit in the series 30 , 68 , 130 , 222 , 350 , 525 , 738?\na) 350\nb) 738\nc) 525\nd) 6B")).toBe('C');
    expect(pickOf("Fill in\nthe blanks: x y _ _ y z\nx y _ x y _\na. zxzz\nb. xxzz\nc. zxzx\nd. zzxz")).toBe('A');
    expect(pickOf("Question 55: Fil1 in the blanks: _ n o _ m n\no _ _ no p\n(A) mppm\n(B) nppm\n(C) mppn\n(D) mrnpm")).toBe('A');
    expect(pickOf("Q21. Fill in the blanks: x _ _ x _ z x y z x _ z\nA. zzyy\nB. yzyy\nC. yzyz\nD. yyzy")).toBe('B');
    expect(pickOf("4. Which sequence of letters when placed at the blanks one after another will\nc0mplete the given letter series? x y _ _ y z _ y z _ y _\n(a) zyxxz    (b) xxxxz    (c) zxxxx    (d) zxxxz")).toBe('D');
    expect(pickOf("What c0mes next in the series 2B, 6E, 18H, 54K, ?\nA. 162O\nB. 165N\nC. 162N\nD. 108N")).toBe('C');
    expect(pickOf("What comes next in the series 2B, 6E, 18H, 54K, ?\nA. 162O\nB. 165N\nC. 162N\nD. 108N")).toBe('C');
    expect(pickOf("Find the missing number: 30, 68, 130, 222, ?, 520\na. 351\nb. 478\nc. 350\nd. 371")).toBe('C');
    expect(pickOf("What should come in\nplace\nof thequestion mark? 5, 9, ?, 29, 54, 103\na. 23  b. 17  c. 16  d. 19")).toBe('C');
    expect(pickOf("fill in the blanks a b _ c a _ b c _ b c a b\n(a) abc (b) acb (c) bca (d) cab")).toBeNull();
    expect(pickOf("Find the next term: 2, 5, 10, 17, 26, ?\n(a) 37 (b) 36 (c) 35 (d) 38")).toBe('A');
    expect(pickOf("What comes next: 1, 8, 27, 64, 125, ?\n(a) 196 (b) 180 (c) 200 (d) 216")).toBe('D');
    expect(pickOf("Next number in the sequence 3, 7, 15, 31, 63, ?\n(a) 126 (b) 127 (c) 128 (d) 125")).toBe('B');
    expect(pickOf("find missing: 2, 6, 12, 20, 30, ?\n(a) 40 (b) 41 (c) 42 (d) 44")).toBe('C');
    expect(pickOf("Choose the next term: 7, 10, 8, 11, 9, 12, ?\n(a) 10 (b) 13 (c) 14 (d) 7")).toBe('A');
    expect(pickOf("Complete the series: AZ, BY, CX, DW, ?\n(a) EU (b) FV (c) EW (d) EV")).toBe('D');
    expect(pickOf("Find the missing term in the series: B, E, H, K, ?, Q\n(a) M (b) N (c) O (d) L")).toBe('B');
    expect(pickOf("What comes next? 1, 1, 2, 3, 5, 8, 13, ?\n(a) 21 (b) 20 (c) 19 (d) 18")).toBe('A');
    expect(pickOf("Which number will replace the question mark? 120, 99, 80, 63, 48, ?\n(a) 36 (b) 34 (c) 35 (d) 33")).toBe('C');
    expect(pickOf("Find the next term: 4, 6, 9, 13.5, ?\n(a) 18 (b) 20.25 (c) 19.5 (d) 20")).toBe('B');
    expect(pickOf("Find the next term: ACE, BDF, CEG, ?\n(a) DFH (b) DEF (c) EFG (d) DGH")).toBe('A');
    expect(pickOf("Which letter comes next: Z, W, T, Q, ?\n(a) O (b) M (c) L (d) N")).toBe('D');
    expect(pickOf("Find the odd one out: 2, 5, 10, 17, 26, 37, 50, 64\n(a) 64 (b) 50 (c) 37 (d) 26")).toBe('A');
    expect(pickOf("Find the missing number: 1, 4, 27, 16, ?, 36\n(a) 25 (b) 125 (c) 64 (d) 216")).toBe('B');
    expect(pickOf("Find the next term: 2, 4, ?\n(a) 6 (b) 8 (c) 16 (d) 10")).toBeNull();
    expect(pickOf("Question 37: Fill inthe blanks: _ b ca _ b c _ _ b _ a\n(A) baaac\n(B) aaaac\n(C) aaaaa\n(D) caaaa")).toBe('B');
    expect(pickOf("Fill in the blanks: _ b c _ b c _ b c\n(A) aaa\n(B) ddd\n(C) abc\n(D) bca")).toBeNull();
  });
});

describe('photos and chat: analogies, glued and misread words, a number before its letter', () => {
  it('reads each, and leaves a meaning analogy alone', () => {
    expect(pickOf("Whichnumberwill\nreplace the blank in the series 3, 8, 23, _____, 203, 608?\na) 66   b) 113   c) 69   d) 68")).toBe('D');
    expect(pickOf("Which number will replace the blank in the series 3, 8, 23, _____, 203, 608?\na) 66   b) 113   c) 69   d) 68")).toBe('D');
    expect(pickOf("FLOWER : RLOWEF :: ROCKET : ?\na. ORKCTE\nb. CORTEK\nc. OCKETR\nd. TOCKER")).toBe('D');
    expect(pickOf("Q57. IfSTONE is coded as 51649 and BRIDGE as 072389, h0w is TIGER\ncoded?\nA) 12897   B) 79821   C) 12879   D) 21897")).toBe('A');
    expect(pickOf("In a code, eachvowel of a word is replaced by the previous letter inthe English alphabet and each consonant by the next letter. How will NATION\nbe written in that code?\nA. MBSJPM    B. OBUJPO    C. OZUHNO    D. MZSHNM")).toBe('C');
    expect(pickOf("l2. pls help: if lemon is written as ncornp ina code, then rpklv is the code of which word?\na. PRINS\nb. PSINT\nc. TNMJX\nd. PRINT")).toBe('D');
    expect(pickOf("What\ncomes next\nin the\nseries 3C, 9F, 27I, 8IL, ?\na) 243O    b) 246O    c) 162O    d) 243P")).toBe('A');
    expect(pickOf("DOCTOR : HOSPITAL :: TEACHER : ?\na. School b. Class c. Student d. Book")).toBeNull();
    expect(pickOf("CAT : DBU :: DOG : ?\na. EPF b. EPH c. FQI d. DPH")).toBe('B');
  });
});

describe('codes: the example and the ask in other words', () => {
  it('reads a quoted code, a possessive code, becomes, which of the following and equal to', () => {
    expect(pickOf("In a certain code, TRAIN is 'USBJO'. What is the code for PLANE?\n(a) QMBOF (b) QMBPF (c) OKZMD (d) QLBOF")).toBe('A');
    expect(pickOf("If CLOCK is coded as ENQEM, WATCH will be coded as which of the following?\n(a) YCVDJ (b) XBUDI (c) YCVEJ (d) YCWEJ")).toBe('C');
    expect(pickOf("In a certain code language BRING is written as AQHMF. Using the same code, TAKEN will be written as?\n(a) UBLFO (b) SZJDM (c) SZJEM (d) SAJDM")).toBe('B');
    expect(pickOf("In a certain code 'GO' = 32 and 'SHE' = 49, then 'SOME' will be equal to\n(a) 62 (b) 58 (c) 64 (d) 56")).toBe('D');
    expect(pickOf("If the word TRAIN is coded as USBJO, what will be the code of PLANE?\n(a) QMBOF (b) QMBPF (c) OKZMD (d) QLBOF")).toBe('A');
    expect(pickOf("TRAIN's code is USBJO in a certain language. Find the code for PLANE.\n(a) QMBPF (b) QMBOF (c) OKZMD (d) QLBOF")).toBe('B');
    expect(pickOf("In a certain coding system, TRAIN becomes USBJO. What does PLANE become?\n(a) QMBPF (b) QLBOF (c) QMBOF (d) OKZMD")).toBe('C');
    expect(pickOf("If in a code language, BAT is written as 2120, then CAT is written as?\n(a) 3120 (b) 3121 (c) 2130 (d) 4120")).toBe('A');
  });
});
