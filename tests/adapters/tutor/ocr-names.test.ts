import { describe, expect, it } from 'vitest';
import { normaliseOcr, parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';

/**
 * People's names as CLAT questions print them, from every region of India (and a few Western
 * ones): the cleaning repairs words a lost space ran together, but must keep every name whole,
 * or the readers of blood relations, seating, ages, work and partnership lose the person.
 */
const FIRST_NAMES = [
  // North
  'Aarav', 'Ishaan', 'Sandeep', 'Pradeep', 'Kuldeep', 'Anandi', 'Harsha', 'Ramesh', 'Rajesh', 'Mahesh', 'Suresh', 'Dinesh',
  'Ganesh', 'Mukesh', 'Lokesh', 'Nilesh', 'Rakesh', 'Hitesh', 'Umesh', 'Kamal', 'Nirmala', 'Shalini', 'Pallavi', 'Tanvi',
  'Diya', 'Ananya', 'Arjun', 'Vihaan', 'Shaurya', 'Yashika', 'Bhavna', 'Devansh', 'Hemlata', 'Kusum', 'Pushpa', 'Sarita',
  'Ravindra', 'Jitendra', 'Narendra', 'Surendra', 'Yogesh', 'Ashish', 'Manisha', 'Kritika', 'Shivani', 'Ankita',
  // Muslim names
  'Farhan', 'Imran', 'Salman', 'Zoya', 'Ayesha', 'Fatima', 'Zainab', 'Rehana', 'Sameena', 'Shahid', 'Junaid', 'Nadeem',
  'Irfan', 'Rizwan', 'Sultana',
  // Punjab
  'Gurpreet', 'Harpreet', 'Manpreet', 'Simran', 'Jaswant', 'Sukhwinder', 'Balwinder', 'Navneet', 'Jasleen', 'Amandeep',
  'Gurmeet', 'Kulwant',
  // North-east
  'Tenzin', 'Lalremruati', 'Lalthanzuala', 'Bishnu', 'Pranab', 'Bhupen', 'Jonali', 'Ngozi', 'Khrieleno', 'Thangjam', 'Chingkhei',
  // South
  'Lakshmi', 'Kavitha', 'Brinda', 'Vasanth', 'Senthil', 'Karthik', 'Balaji', 'Venkatesh', 'Srinivas', 'Subramanian', 'Anbu',
  'Ilango', 'Murugan', 'Selvi', 'Revathi', 'Padmini', 'Sharanya', 'Nandini', 'Raghavendra', 'Shashank', 'Harini', 'Yamuna',
  'Anitha', 'Prakasam', 'Chandrasekhar', 'Sudheer', 'Lavanya', 'Keerthana', 'Gowtham', 'Nithya',
  // Kerala, Goa and Christian names
  'Joseph', 'Thomas', 'Mathew', 'Sebastian', 'Rosemary', 'Anoop', 'Sreejith', 'Aswathy', 'Jincy', 'Bincy', 'Shibu', 'Reshma',
  // East
  'Debashish', 'Subhash', 'Anirban', 'Sourav', 'Moumita', 'Sayantani', 'Indranil', 'Tapas', 'Sukanya', 'Biswajit', 'Rupali',
  'Sudipta', 'Priyanka', 'Chinmoy',
  // West
  'Aniruddha', 'Sayali', 'Tejas', 'Mrunal', 'Prathamesh', 'Vaishali', 'Hetal', 'Jignesh', 'Bhavesh', 'Dhruv', 'Kinjal',
  // Western names
  'Randall', 'Sheldon', 'Howard', 'Leonard', 'Bernadette', 'Penny', 'Stuart', 'Raymond', 'Gregory',
  // Names that are words, or end in a word that follows names
  'Rose', 'Joy', 'Hope', 'Deep', 'Asha', 'Kishor', 'Francis', 'Arshad', 'Harshad', 'Sadanand', 'Esther',
];

const SURNAMES = [
  'Iyer', 'Reddy', 'Menon', 'Banerjee', 'Chatterjee', 'Deshpande', 'Kulkarni', 'Agarwal', 'Khandelwal', 'Shekhawat',
  'Sandhu', 'Dhillon', 'Fernandes', 'Lyngdoh', 'Mukherjee', 'Bhattacharya', 'Pillai', 'Nambiar', 'Gowda', 'Hegde',
  'Chauhan', 'Rathore', 'Saxena', 'Srivastava', 'Trivedi', 'Chaturvedi', 'Bhatt', 'Patil', 'Jadhav', 'Shinde',
  'Naidu', 'Chowdhury', 'Borah', 'Sangma', 'Marak', 'Khan', 'Ansari', 'Grewal', 'Gill', 'Mehta', 'Shah', 'Desai', 'Biswas', 'Pinto',
];

/** The sentences a CLAT question puts a name in: 'Ishaan is the brother of Diya.' */
const FRAMES: readonly ((name: string, other: string) => string)[] = [
  (name, other) => `${name} is the brother of ${other}.`,
  (name, other) => `${other} and ${name} can complete a work in 12 days.`,
  (name) => `Pointing to a photograph, ${name} said, "His mother is the only daughter of my father."`,
  (name, other) => `In a row of children, ${name} is 7th from the left and ${other} is 12th from the right.`,
  (name) => `The age of ${name} 5 years ago was 20 years. What is his present age?`,
  (name, other) => `${name}, ${other} and Ravi started a business investing ₹4000 each.`,
];

/** Each name that a cleaned sentence does not keep whole, with that sentence as cleaned ('Ishaan: isha an is the brother of ...'). */
function splitNames(names: readonly string[]): string[] {
  return names.flatMap((name, index) => {
    const [before, after] = [names.at(index - 7)!, names[(index + 7) % names.length]!];
    const sentences = FRAMES.flatMap((frame) => [frame(name, after), frame(before, name)]).filter((sentence) => sentence.includes(name));
    const split = sentences.find((sentence) => !` ${normaliseOcr(sentence).replace(/[^\p{L}'\s]/gu, ' ')} `.includes(` ${name.toLowerCase()} `));
    return split === undefined ? [] : [`${name}: ${normaliseOcr(split)}`];
  });
}

/** The OCR noise of a lost space after a name ('Ishaanis the', 'Sandeepand Pradeep'): each name whose word is not parted off again. */
function unpartedNames(names: readonly string[]): string[] {
  return names.flatMap((name, index) => {
    const other = names[(index + 7) % names.length]!;
    const sentences = [`${name}is the brother of ${other}.`, `${name}and ${other} can complete a work in 12 days.`, `Pointing to a photograph, ${name}said, "His mother is my sister."`, `${other} and ${name}can complete a work in 12 days.`];
    const unparted = sentences.find((sentence) => !/ (?:is|and|said|can) /.test(` ${normaliseOcr(sentence).replace(/[^\p{L}'\s]/gu, ' ')} `.split(name.toLowerCase())[1] ?? ''));
    return unparted === undefined ? [] : [`${name}: ${normaliseOcr(unparted)}`];
  });
}

describe('normaliseOcr keeps people\'s names whole', () => {
  it('keeps every first name whole in the sentences questions put it in', () => {
    expect(splitNames(FIRST_NAMES)).toEqual([]);
  });

  it('keeps every surname whole', () => {
    expect(splitNames(SURNAMES)).toEqual([]);
  });

  it('parts the word a lost space ran onto a name', () => {
    expect(unpartedNames([...FIRST_NAMES, ...SURNAMES])).toEqual([]);
  });

  it('parts a listed name from the word after it, and keeps whole a name that ends as a follower does before a verb, a stop or a possessive', () => {
    const printed = ['Ravihas 3 apples more than Kishor.', 'Biswas said that Francis is his son.', "Arshad's age is twice Harshad's age."];
    expect(printed.map((text) => normaliseOcr(text))).toEqual(['ravi has 3 apples more than kishor.', 'biswas said that francis is his son.', "arshad's age is twice harshad's age."]);
  });

  it('keeps names whole in the stem as printed, which the logical solvers read', () => {
    const parsed = parseQuestion('Pointing to Ishaan, Sandeep said, "His mother is the only daughter of my mother." How is Sandeep related to Ishaan?\nA) Brother\nB) Uncle\nC) Father\nD) Cousin');
    expect(parsed.original).toBe('Pointing to Ishaan, Sandeep said, "His mother is the only daughter of my mother." How is Sandeep related to Ishaan?');
    expect(parsed.stem).toBe('pointing to ishaan, sandeep said, "his mother is the only daughter of my mother." how is sandeep related to ishaan?');
  });

  it('still parts small words a lost space ran together', () => {
    expect(normaliseOcr('The journeyis long, the wateris cold; his daughteris 5 and the man whohas 3 pens came 2ndat the race.')).toBe(
      'the journey is long, the water is cold; his daughter is 5 and the man who has 3 pens came 2nd at the race.',
    );
  });

  it("keeps the apostrophe's names whole: D'Souza", () => {
    expect(normaliseOcr("D'Souza is the uncle of Arjun.")).toBe("d'souza is the uncle of arjun.");
  });
});
