import { describe, expect, it } from 'vitest';
import { normaliseOcr, parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';

describe('normaliseOcr: what phone photos and students really produce', () => {
  it.each([
    ['An artic1e was so1d for Rs 1,250', 'an article was sold for ₹1250'],
    ['the vi1lage had 1,20,000 people', 'the village had 120000 people'],
    ['A sum of ₹ l5,000 at 8% p.a.', 'a sum of ₹15000 at 8% p.a.'],
    ['a c0st of Rs. 1S0 and 2B0 kg', 'a cost of ₹150 and 280 kg'],
    ['a price of R5. 400', 'a price of ₹400'],
    ['he paid %500 for it', 'he paid ₹500 for it'],
    ['INR 2,50,000 invested', '₹250000 invested'],
    ['₨ 300 only', '₹300 only'],
    ['the 5th and 1st ranks, 50kg', 'the 5th and 1st ranks, 50kg'],
    ['a score of 4s% and s5000 votes, b1500 in all, 1,1l,650 and 26,74b', 'a score of 45% and 55000 votes, 81500 in all, 111650 and 26748'],
    ['he is the 2bth, s2nd or 4ist', 'he is the 28th, 52nd or 41st'],
    ['turns I8O degrees after 1lkm', 'turns 180 degrees after 11km'],
    ['sold at a l0ss of 8%, costing Rs15,800 and gaining', 'sold at a loss of 8%, costing ₹15800 and gaining'],
    ['leaves remainders when subtracted, the youngest melted', 'leaves remainders when subtracted, the youngest melted'],
    ['a sum of Rs loooo, R62542, z 3174, ? 1800 and %2000 at 5%', 'a sum of ₹10000, ₹62542, ₹3174, ₹1800 and ₹2000 at 5%'],
    ['a flat of ₹1.76.250 and a van of ₹7.30.000, not 1.5 kg', 'a flat of ₹176250 and a van of ₹730000, not 1.5 kg'],
    // '/-' after a grouped figure closes the whole number, not its last group.
    ['tag says Rs. 18,800/- but he took only Rs. 9,700/- and 500/-', 'tag says ₹18800 but he took only ₹9700 and ₹500'],
    // A word after its own number is that number's: 'rupees, 1,00,000' does not make the next one ₹.
    ['they invest 1,00,000 rupees, 1,00,000 rupees and 90,000 rupees', 'they invest ₹100000, ₹100000 and ₹90000'],
    ['a stall with Rs 30,000, Rs 40,000 and Rs 5,000', 'a stall with ₹30000, ₹40000 and ₹5000'],
    // Terms of an equation keep their letters; '&' between numbers is 'and'.
    ['If 2A = 3B = 4C, find A : B : C', 'if 2a = 3b = 4c, find a : b : c'],
    ['the largest number dividing 285 & 259, and & 500', 'the largest number dividing 285 & 259, and ₹500'],
  ])('%s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    ['Q.17 A shopkeeper marks his goods', 'a shopkeeper marks his goods'],
    ['Q17. A shopkeeper', 'a shopkeeper'],
    ['Question 4: What is 20% of 150?', 'what is 20% of 150?'],
    ['17. A train 150 m long', 'a train 150 m long'],
    ['(12) A man walks', 'a man walks'],
    // After 'Q', the number is the question's even when the stem starts with a number.
    ['Q.35 196 is what percent of 560?', '196 is what percent of 560?'],
    ['Q 12 45 men can do a work', '45 men can do a work'],
    ['20% of 150 is', '20% of 150 is'],
    ['12 men can do a work in 8 days', '12 men can do a work in 8 days'],
  ])('drops the question number of %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    ['Find theprice of anumber', 'find the price of a number'],
    ['The nurnber of students is incorneand', 'the number of students is income and'],
    ['Whatis the ratio ofa to b? Howis Rahulsaid related to Meera', 'what is the ratio of a to b? how is rahul said related to meera'],
    ['Anand and Aman sold it at 20 km/hand 5 kg perkg', 'anand and aman sold it at 20 km/h and 5 kg per kg'],
    ['Inwhichdirection is he facing? Northand the d0wnstreamspeed', 'in which direction is he facing? north and the downstream speed'],
    ["Imran'sshare is 40; the votesand INR 500", "imran's share is 40; the votes and ₹500"],
  ])('puts words right: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // A name run into the next word, or a word into a name.
    ['Nehais 5 years older than Ravi', 'neha is 5 years older than ravi'],
    ['Sumof their ages is 40. Howold is Ravi?', 'sum of their ages is 40. how old is ravi?'],
    ['Shreya takes 21 days andRahul takes 9 days tocornplete a job', 'shreya takes 21 days and rahul takes 9 days to complete a job'],
    ['She travels to the otherfrom Puneto Delhi', 'she travels to the other from pune to delhi'],
    ['The father and his sonare 40 years old in all', 'the father and his son are 40 years old in all'],
    ['The costprice and the customerpay, thenew price, notfit', 'the cost price and the customer pay, the new price, not fit'],
    ['A father was 30 years oldwhen his son was born', 'a father was 30 years old when his son was born'],
    ['Find theareaofa circle; the amountlent at 5% for 5 yrsat 9%', 'find the area of a circle; the amount lent at 5% for 5 yrs at 9%'],
    ['Find the cornpoundinterest and a manloses 15%', 'find the compound interest and a man loses 15%'],
    // Capitals show the seam: a word and a name, 'Rs' or 'INR' after a word, a capital word and a short one.
    ["Bywhat percent isSita's salary more? Cost priceRs 8,6O0, sold forINR 4900", "by what percent is sita's salary more? cost price ₹8600, sold for ₹4900"],
    ['If BORDERis coded as CPSEFS', 'if border is coded as cpsefs'],
    // A person named by a letter run into the next word, when the text names people so.
    ['A, B and C share Rs. 30,400. A gets 1/4 of what Bgets', 'a, b and c share ₹30400. a gets 1/4 of what b gets'],
    ['Divide ₹ 1,43,680 among A, B and Cin the ratio 2 : 1 : 1', 'divide ₹143680 among a, b and c in the ratio 2 : 1 : 1'],
    ['The average of section Ais 50 and of section B is 40', 'the average of section a is 50 and of section b is 40'],
    // The numbers of a syllogism's conclusions.
    ['Conclusions: Ifollows; EitherI or IIfollows; Inor II; onlyII', 'conclusions: i follows; either i or ii follows; i nor ii; only ii'],
    // 'm' read as 'rn': in words, in listed names and places, and in a word only by its ending ('cornes').
    ['Rarnesh went to Ahrnedabad with the policernan', 'ramesh went to ahmedabad with the policeman'],
    ['It cornes at 60 krnph to Kornal; how many kilograrns', 'it comes at 60 kmph to komal; how many kilograms'],
    // Names stay whole, and so do words the vocabulary did not know.
    ['Seema is 4 years younger than Mansi. A score was misread as 27', 'seema is 4 years younger than mansi. a score was misread as 27'],
    ['He walks southwards, then eastwards', 'he walks southwards, then eastwards'],
    // Misread digits inside numbers before their units, ordinals and percentages.
    ['R58,9l6 at 26O km, 1S minutes, 4B days, 3.S hours, Il.67 seconds, 1.B km, 9O minutes', '₹58916 at 260 km, 15 minutes, 48 days, 3.5 hours, 11.67 seconds, 1.8 km, 90 minutes'],
    ['turns 22S degrees; the lbth and llth; IS% of Rs2S and Rll0', 'turns 225 degrees; the 18th and 11th; 15% of ₹25 and ₹110'],
    ['invest INR 40,00Oand INR 70,000; 30,720 rupeesin 7 years; 6thfrom the left', 'invest ₹40000 and ₹70000; ₹30720 in 7 years; 6th from the left'],
    // Words in capitals to be coded: their misread 'I' is an 'I'.
    ['How is NATlON coded, and NO1TAN?', 'how is nation coded, and noitan?'],
  ])('puts lost spaces and misread letters right: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // A letter-number series keeps its letters: 'R18' is no rupee amount, 'O15' no 015.
    ['What comes next: U21, R18, O15, L12, ?', 'what comes next: u21, r18, o15, l12, ?'],
    ['Find the next term: Z26, W23, T2O, ?', 'find the next term: z26, w23, t20, ?'],
    // But rupees read as 'R' stay rupees.
    ['He paid R500, R600 and R700', 'he paid ₹500, ₹600 and ₹700'],
    // A quoted code word is never split ('tok' is not 'to k').
    ["If 'tok' means sky and 'pa zo' means blue sea", "if 'tok' means sky and 'pa zo' means blue sea"],
    // Clean words and names the repairs must leave alone.
    ['Purnima turns at the corners; Arnav and Seema learn', 'purnima turns at the corners; arnav and seema learn'],
    ['the deceased left an alibi, the monsoon and the outward journey', 'the deceased left an alibi, the monsoon and the outward journey'],
    ['Both of them are in the 23rd innings, incurring a loss', 'both of them are in the 23rd innings, incurring a loss'],
    ['Aman plays in a Band with his son', 'aman plays in a band with his son'],
    ['Which letters fill the blanks: a a b, acca, aacc, aaaa', 'which letters fill the blanks: a a b, acca, aacc, aaaa'],
    ['The boat goes 12 km upstream in 3 hours and beadded later', 'the boat goes 12 km upstream in 3 hours and be added later'],
  ])('keeps the meaning of %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it('joins a question broken over lines', () => {
    expect(normaliseOcr('Find the compound interest on\nRs. 8,000 at 10% per annum\nfor 2 years.')).toBe('find the compound interest on ₹8000 at 10% per annum for 2 years.');
  });
});

describe('parseQuestion: options however they are lettered', () => {
  const stem = 'What is 20% of 150?';
  it.each([
    [`${stem} (a) 25 (b) 30 (c) 35 (d) 40`],
    [`${stem}\na) 25\nb) 30\nc) 35\nd) 40`],
    [`${stem} A. 25 B. 30 C. 35 D. 40`],
    [`${stem}\n(A) 25\n(B) 30\n(C) 35\n(D) 40`],
    [`${stem} A) 25 B) 30 C) 35 D) 40`],
    [`${stem} (@) 25 (b) 30 (c) 35 (d) 40`],
    [`${stem} (a) 25 (8) 30 (c) 35 (d) 40`],
    [`Q.17 ${stem}\n(1) 25 (2) 30 (3) 35 (4) 40`],
  ])('%s', (raw) => {
    const parsed = parseQuestion(raw);
    expect(parsed.stem).toBe('what is 20% of 150?');
    expect(parsed.options.map((option) => option.text)).toEqual(['25', '30', '35', '40']);
  });
});
