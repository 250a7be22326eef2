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
    ['turns I8O degrees after 1lkm', 'turns 180 degrees after 11 km'],
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
    // '&' before an ordinal or a measure is 'and', not a misread rupee sign.
    ['sold the 1st at 8% profit & 2nd at 10% loss', 'sold the 1st at 8% profit & 2nd at 10% loss'],
    ['speeds of 6 km per hour & 8 km per hour', 'speeds of 6 km per hour & 8 km per hour'],
    // Words of a question that are not everyday words stay whole.
    ['when did A withdraw? the sons inherit land; girls outnumbering boys; the wire enclosed a circle', 'when did a withdraw? the sons inherit land; girls outnumbering boys; the wire enclosed a circle'],
  ])('%s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // A question's number read with look-alikes, before a rupee sign read as '?' or '&', or run into the first word.
    ['Questi0n 5O: A:B = 1:7', 'a:b = 1:7'],
    ['QI6. ? 38,500 lent at 10% p.a.', '₹38500 lent at 10% p.a.'],
    ['Q44. &96,600 is divided', '₹96600 is divided'],
    ["QI6. 'X + Y' means", "'x + y' means"],
    ['Q.3BDiya leaves her house', 'diya leaves her house'],
    ['4O. Six friends sit', 'six friends sit'],
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

  it.each([
    // '¢' is a misread 'c', and a doubled one ('¢c/d') is one 'c'.
    ['Given b/¢ = 1/5 and ¢c/d = 3/4', 'given b/c = 1/5 and c/d = 3/4'],
    // A person named by a letter run into the number before it is no misread 8.
    ['IfA:B=7:5B:C=3:5 and C:D=7:5, find A:D.', 'if a:b = 7:5, b:c = 3:5 and c:d = 7:5, find a:d.'],
    // An area's '²' lost from the print, leaving its gap.
    ['A square field has an area of 1,444 m . Find its side.', 'a square field has an area of 1444 m2. find its side.'],
    // A number run into the next word, and a ratio's pair whose colon was lost; the '?' a ratio equals read with a digit.
    ['Q.4 If\nA:B=4:9andB:C=5:7 then\nA:C=27?', 'if a:b = 4:9 and b:c = 5:7 then a:c = ?'],
    ['P:Q = 6:7, QR = 6:1, R:S = 3:1, P:Q:R:S = 2?', 'p:q = 6:7, q:r = 6:1, r:s = 3:1, p:q:r:s = ?'],
    ['If 5is subtracted from each and A=4/7 of Band B = 3/4 of C, then A:B: Cis', 'if 5 is subtracted from each and a = 4/7 of b and b = 3/4 of c, then a:b: c is'],
    // A turn's lost '°'; words the vocabulary lacks stay whole.
    ['He turns 180\nanti-clockwise, then 270 in the clockwise direction; walks 20 m', 'he turns 180° anti-clockwise, then 270° in the clockwise direction; walks 20 m'],
    ['The length in centimetres; avg of 7 odd nos; wat do i need', 'the length in centimetres; avg of 7 odd nos; wat do i need'],
    // 'SI' and 'CI' misread, in a question about interest; an option's 'C. 1,02,000' is left alone.
    ['Difference between Cl and S| on a sum at 8 per cent per annum; the S.. on Rs. 500 lent', 'difference between ci and si on a sum at 8% per annum; the si on ₹500 lent'],
    ['Find the sum at 12.5% per annum. A. 25,500 rupees C. 1,02,000 rupees', 'find the sum at 12.5% per annum. a. ₹25500 c. ₹102000'],
    // π lost from 'Take π = 22/7'; a doubled quote.
    ["Find its area. (Take = 22/7) How will '‘CANDLE' be written?", "find its area. (take π = 22/7) how will 'candle' be written?"],
    // A compass point split at its hyphen or across a line stays one direction.
    ['He walks 5 km North- East, then South -\nWest and North-\nEast.', 'he walks 5 km north-east, then south-west and north-east.'],
    // A ratio's colon read as a semicolon; a semicolon after a ratio's last term ends a clause.
    ['In the ratio 3 ; 4, then A:B = 2;3 and 5 : 7; 25 boys join', 'in the ratio 3 : 4, then a:b = 2 : 3 and 5 : 7; 25 boys join'],
    ['In 2019; 2020 he paid 5; 6', 'in 2019; 2020 he paid 5; 6'],
    // A listed name's possessive whose apostrophe was lost.
    ['Ravis share is 40 and Sitas is 50', "ravi's share is 40 and sita's is 50"],
    // A question's number run into its first word.
    ['3.In 5 hours a boat goes 12.5 km', 'in 5 hours a boat goes 12.5 km'],
  ])('puts slips of the printed page right: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // A conclusion's Roman number read as 'l', '|', 'Il' or 'll'.
    ['Conclusions:\nl. Every river is a plate.\nIl. Some tables are plates.\nGive answer: if only | follows; if either | or Il follows', 'conclusions: i. every river is a plate. ii. some tables are plates. give answer: if only i follows; if either i or ii follows'],
    // Two conclusions read with the same number are numbered in order.
    ['Conclusions:\nIl. Every river is a plate.\nIl. Some tables are plates.', 'conclusions: i. every river is a plate. ii. some tables are plates.'],
    // Without a heading, and labelled with colons.
    ['Decide which conclusion(s) follow.\n1. Every nurse is a table.\nIl: Some nurses are books.\nll: Some tables are not nurses.', 'decide which conclusion(s) follow. 1. every nurse is a table. i: some nurses are books. ii: some tables are not nurses.'],
    // '11' is 'II' where the text numbers in Roman; statements numbered '1.', '2.' stay digits.
    ['Statements:\n1. Some cats are dogs.\n2. All dogs are rats.\nConclusions:\nI. Some rats are cats.\n11. All cats are rats.', 'statements: 1. some cats are dogs. 2. all dogs are rats. conclusions: i. some rats are cats. ii. all cats are rats.'],
  ])('reads the numbers of conclusions: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // Without claims to number, a lone 'l' or '11' is left as it was.
    ['He bought 11 pens and 5 l of milk', 'he bought 11 pens and 5 l of milk'],
    ['Arrange 1 | 2 in order', 'arrange 1 2 in order'],
  ])('leaves numbers outside a syllogism alone: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // A number run into the word before it, its first digit read as a look-alike.
    ['Downstream speedl4 km/hr; still water isI5 km/hr; divided by 15, 8 andl8; heightl1 cm; that ofI1 students; find N modI1', 'downstream speed 14 km/hr; still water is 15 km/hr; divided by 15, 8 and 18; height 11 cm; that of 11 students; find n mod 11'],
    // A number with a look-alike run into the word or unit after it.
    ['in 25 minutes and 3Ominutes; 4Olitres of milk; 4Skg of rice; 1Om towards east; If 1Spercent of it; 6Okm upstream; my cousin 8Ok', 'in 25 minutes and 30 minutes; 40 litres of milk; 45 kg of rice; 10 m towards east; if 15% of it; 60 km upstream; my cousin 80k'],
    // An ordinal run into the next word; 'both' read as 'b0th' is no ordinal.
    ['the 8thresu1t? his 13thinnings? the lstfriend and 3rdperson; if b0th pipes are open; the I5th', 'the 8th result? his 13th innings? the 1st friend and 3rd person; if both pipes are open; the 15th'],
    // The rupee sign run into the word before it.
    ['a table fan costingz 48,740; gotz1,280 off; 6 forRs8; divideRs 43,500; ifRs. 45000; yearscametoINR 12350', 'a table fan costing ₹48740; got ₹1280 off; 6 for ₹8; divide ₹43500; if ₹45000; years came to ₹12350'],
    // A unit after its number run into the next word.
    ['gives 800 ginstead of 1 kg; a 400 mlongbridge; 280 mlong; 15 minuteslate; 909 mangoesare', 'gives 800 g instead of 1 kg; a 400 m long bridge; 280 m long; 15 minutes late; 909 mangoes are'],
    // A look-alike number before what it counts; 'l0ss' before '%' is still 'loss'.
    ['Out of I5O students, 6 cleared; 1ll seconds; profit or l0ss % ?', 'out of 150 students, 6 cleared; 111 seconds; profit or loss % ?'],
    // The capitals show the seam: a sentence's first word and a name, a word and a person named by a letter.
    ["IfAsha's income is 5% more. NowSanjay's age is 9. FindRohan's age.", "if asha's income is 5% more. now sanjay's age is 9. find rohan's age."],
    ["A, B and Cstarted it. Ainvests 4,000 rupees, after 4 m0nthsB joins; the average of A andBis 45 kg. B's share?", "a, b and c started it. a invests ₹4000, after 4 months b joins; the average of a and b is 45 kg. b's share?"],
    ['pipe A is twice as fast as pipe\nBand both fill it; Taps A\nand Bfill a tank', 'pipe a is twice as fast as pipe b and both fill it; taps a and b fill a tank'],
    // 'rn' for 'm' in one word of a run; 'age' after the words that own one; 'a' after a long word.
    ['Find the largernurnber; how much waterrnust go; Aftera 4% fall; 5 yrs ago avgage; the presentage; the averageage', 'find the larger number; how much water must go; after a 4% fall; 5 yrs ago avg age; the present age; the average age'],
    ['her ageseven years back; R is heavier than Q', 'her age 7 years back; r is heavier than q'],
    // A number run into a word and a name; 'I' read as '|' between words.
    ['IfA:B=3:5andB:C=3:1findA:B:C. He was as old as | was', 'if a:b = 3:5 and b:c = 3:1 find a:b:c. he was as old as i was'],
    // A name run into a common word with an ending; a word in capitals run into a short one; 'per cent' into 'less'.
    ["Pranavwa1ks 3200 m; FRUITas 61058; Kiran's pay is what per centless than Ravi's?", "pranav walks 3200 m; fruit as 61058; kiran's pay is what per cent less than ravi's?"],
  ])('parts numbers and words run together: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // A look-alike of a letter at a word's end is the word's own letter: 'gravel', 'it so', 'and B'.
    ['sand and grave1 are mixed; mix it with its0 that; If A:B = 6:7 and8 : C = 5 : 1', 'sand and gravel are mixed; mix it with it so that; if a:b = 6:7 and b : c = 5 : 1'],
    // Clean texts: numbers after words, units glued to plain numbers, times, names and the article 'a'.
    ['the 5th and 1st ranks, 50kg, 10am, 15km, the year 1996 and Class 10', 'the 5th and 1st ranks, 50kg, 10am, 15km, the year 1996 and class 10'],
    ['Seema, Sita and Deepa went. A man and Aman met. Again he went. Aman plays in a Band', 'seema, sita and deepa went. a man and aman met. again he went. aman plays in a band'],
    ['The percentage and the shortage; this is so; the loss is 5%; he sells at a profit', 'the percentage and the shortage; this is so; the loss is 5%; he sells at a profit'],
    ['A quiz 5 times; 30 minutes late; a 400 m long bridge; 2 m wide', 'a quiz 5 times; 30 minutes late; a 400 m long bridge; 2 m wide'],
  ])('keeps what was printed so: %s', (raw, clean) => {
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

  it('splits options glued to the last one, and a letter whose bracket the photo lost', () => {
    const glued = parseQuestion('If A:B=7:5, B:C=3:5 and C:D=7:5, find A:D.\na) 147 :125b)5:3c)7:5d) 17:15');
    expect(glued.stem).toBe('if a:b = 7:5, b:c = 3:5 and c:d = 7:5, find a:d.');
    expect(glued.options.map((option) => option.text)).toEqual(['147 :125', '5:3', '7:5', '17:15']);
    const bare = parseQuestion('Given a/b = 4/3 and b/c = 1/5, find a: d.\na. 5:1\nb.1:5\nc. 1:1\nd 2:3');
    expect(bare.stem).toBe('given a/b = 4/3 and b/c = 1/5, find a: d.');
    expect(bare.options.map((option) => option.text)).toEqual(['5:1', '1:5', '1:1', '2:3']);
  });

  it('reads options glued to each other, with a misread letter', () => {
    const brackets = parseQuestion('If A = 4/7 of B and B = 3/4 of C, then A : B : C is\n(@)4:7:4(0)12:21:28(c) 16:28:21 (d) 28:\n21:12');
    expect(brackets.options.map((option) => option.text)).toEqual(['4:7:4', '12:21:28', '16:28:21', '28: 21:12']);
    const dots = parseQuestion('In what ratio must water be mixed with milk?\na.12:17b.5:12¢.5:17d.12:5');
    expect(dots.stem).toBe('in what ratio must water be mixed with milk?');
    expect(dots.options.map((option) => option.text)).toEqual(['12:17', '5:12', '5:17', '12:5']);
    expect(parseQuestion('What is the new ratio?\na. 25:23\nb. 23:25\nc. 33:23\nd5:1').options.map((option) => option.text)).toEqual(['25:23', '23:25', '33:23', '5:1']);
  });

  it("reads the one missing letter's look-alike as that letter, and 'If' read as '1f' after the question's number", () => {
    const brackets = parseQuestion('2.1f A=4/7 of Band B = 3/4 of C, then A: B: Cis\n(8) 4:7:4(b) 12:21:28 (c) 16 : 28 : 21 (d) 28 :\n21:12');
    expect(brackets.stem).toBe('if a = 4/7 of b and b = 3/4 of c, then a: b: c is');
    expect(brackets.options.map((option) => option.label)).toEqual(['a', 'b', 'c', 'd']);
    const speck = parseQuestion('Find the ratio of their profits.\n(da) 6:6:7\n(b)2:1:1\n(c)4:5:6\n(d)8:5:6');
    expect(speck.options.map((option) => option.text)).toEqual(['6:6:7', '2:1:1', '4:5:6', '8:5:6']);
    const closing = parseQuestion('Find A:B:C\n8)2:6:5b)25:18:30¢) 15:25:18 d) 30 : 18 :\n25');
    expect(closing.options.map((option) => option.text)).toEqual(['2:6:5', '25:18:30', '15:25:18', '30 : 18 : 25']);
  });

  it('reads options lettered in both cases, and a person named by a letter read in lower case', () => {
    const mixed = parseQuestion('A steamer goes 32 km downstream. Find the time taken.\na. 2.29 hours\nb. 1.6 hours\nC. 4 hours\nd. 2.6 hours');
    expect(mixed.options.map((option) => option.text)).toEqual(['2.29 hours', '1.6 hours', '4 hours', '2.6 hours']);
    const seating = parseQuestion('Six friends P, Q, R,S, T and U sit in a row.\nExactly 4 people sit between T and u.\nWho sits left of P?\n(a) Q\n(b) U\n(ce) T\n(d) s');
    expect(seating.original).toBe('Six friends P, Q, R,S, T and U sit in a row. Exactly 4 people sit between T and U. Who sits left of P?');
    expect(seating.options.map((option) => option.text)).toEqual(['Q', 'U', 'T', 'S']);
    // A unit after a number stays lower case.
    expect(normaliseOcr('P, Q and R walk 5 m; P walks 3 m')).toBe('p, q and r walk 5 m; p walks 3 m');
  });

  it('reads the misread digits of options, their words and codes, in the case printed', () => {
    const options = (text: string) => parseQuestion(text).options.map((option) => option.text);
    expect(options('Find the time.\na) 1 h 35 min\nb) 1 h 5O min\nc) 2 h 23 min\nd) 2 h S0 min')).toEqual(['1 h 35 min', '1 h 50 min', '2 h 23 min', '2 h 50 min']);
    expect(options('Find.\na) 65.22% profit\nb) 6S.22% loss\nc) 187.5% l0ss\nd) 187.5% pr0fit')).toEqual(['65.22% profit', '65.22% loss', '187.5% loss', '187.5% profit']);
    expect(options('Find.\n(A) Rs. 75/-\n(B) Rs. S6.25\n(C) INR 46,I70\n(D) Rs 8B0')).toEqual(['Rs. 75/-', 'Rs. 56.25', 'INR 46,170', 'Rs 880']);
    expect(options('How long?\nA) 55 seconds (B) 22 seconds (C) 110 seconds (D) 1ll seconds')).toEqual(['55 seconds', '22 seconds', '110 seconds', '111 seconds']);
    expect(options('Find the length\na. 12Ocm  b. 12 cm  c. 30 cm  d. 90 cm')).toEqual(['120cm', '12 cm', '30 cm', '90 cm']);
    expect(options('How is she related?\nA) Mother    B) Daughter    C) Niece    D) C0usin')).toEqual(['Mother', 'Daughter', 'Niece', 'Cousin']);
    expect(options('How is she related?\nA) Grandfather  B) Aunt  C) Sister  D) Grandrn0ther')).toEqual(['Grandfather', 'Aunt', 'Sister', 'Grandmother']);
    expect(options('What is the code for EARTH?\n(A) VZIGS\n(B) THJAW\n(C) SG1ZV\n(D) IUSBF')).toEqual(['VZIGS', 'THJAW', 'SGIZV', 'IUSBF']);
    // Among options that are numbers, one read with a look-alike is a number; ordinals keep their ending.
    expect(options('What will PAPER be coded as?\na. B0    b. 79    c. 56    d. 74')).toEqual(['80', '79', '56', '74']);
    expect(options('The rank from the bottom?\na. I5th\nb. 16th\nc. 9th\nd. l4th')).toEqual(['15th', '16th', '9th', '14th']);
    // Two long words whose space was lost.
    expect(options('Where is Y?\na. Second to the left\nb. Opposite\nc. Immediateleft\nd. Immediate right')).toEqual(['Second to the left', 'Opposite', 'Immediate left', 'Immediate right']);
  });

  it('reads the options of a letter-number series by the shape the others share', () => {
    const options = (text: string) => parseQuestion(text).options.map((option) => option.text);
    expect(options('What comes next: 3C, 6F, 12I, 24L, ?\nA. 48P\nB. 50P\nC. 50O\nD. 4BO')).toEqual(['48P', '50P', '50O', '48O']);
    expect(options('Find the missing term: V22, S19, P16, M13, ?\na) J1O   b) J11   c) I10   d) K1I')).toEqual(['J10', 'J11', 'I10', 'K11']);
  });

  it('leaves clean options as printed: words, codes, Roman numbers and units', () => {
    const options = (text: string) => parseQuestion(text).options.map((option) => option.text);
    expect(options('Conclusions: I. x. II. y. Which follows?\na. Only I follows\nb. Both I and II follow\nc. Neither I nor II follows\nd. Either I or II follows')).toEqual([
      'Only I follows',
      'Both I and II follow',
      'Neither I nor II follows',
      'Either I or II follows',
    ]);
    expect(options('Code?\n(A) SOIL\n(B) BOSS\n(C) LOSS\n(D) SILO')).toEqual(['SOIL', 'BOSS', 'LOSS', 'SILO']);
    expect(options('Which?\na) 9% loss\nb) 9% profit\nc) so it is\nd) 50kg and 1st')).toEqual(['9% loss', '9% profit', 'so it is', '50kg and 1st']);
  });

  it('reads the digits inside the words of the stem as printed, in their case, for the names the logical solvers read', () => {
    expect(parseQuestion('Divya scored more than Rahu1. Fil1 in the b1anks: U21, R18, O15\na) P1 b) Q2 c) R3 d) S4').original).toBe('Divya scored more than Rahul. Fill in the blanks: U21, R18, O15');
    expect(parseQuestion('NAT1ON costs Rs15 and 50kg, the 1st of 5; rank 18thfrom the t0p').original).toBe('NATION costs Rs15 and 50kg, the 1st of 5; rank 18th from the top');
  });

  it('reads a letter glued to a number as its digit when the option of that letter stands apart', () => {
    const parsed = parseQuestion('How long does it take?\nA) 7.83 seconds\nB) 3B.67 seconds\nC) 64 seconds\nD) 60 seconds');
    expect(parsed.options.map((option) => option.text)).toEqual(['7.83 seconds', '38.67 seconds', '64 seconds', '60 seconds']);
    const prices = parseQuestion('What does he pay?\nA) Rs 30375\nB) Rs 2581B.75\nC) Rs 44950\nD) Rs 22500');
    expect(prices.options.map((option) => option.text)).toEqual(['Rs 30375', 'Rs 25818.75', 'Rs 44950', 'Rs 22500']);
  });

  it("reads 'a.m.' in an option as a time, not as the option's letter; and 'c¢.' as 'c.'", () => {
    const parsed = parseQuestion('If they change together at 8:30 a.m., when next?\na) 10:15 a.m. b) 12:00 p.m. c¢. 9:36 a.m. d) 12:30 p.m.');
    expect(parsed.stem).toBe('if they change together at 8:30 a.m., when next?');
    expect(parsed.options.map((option) => option.text)).toEqual(['10:15 a.m.', '12:00 p.m.', '9:36 a.m.', '12:30 p.m.']);
  });

  it("reads a conclusion's misread number in the options", () => {
    const parsed = parseQuestion('Conclusions: I. All rivers are cats. Il. No river is a cat. Which follows?\na. Neither | nor Il follows\nb. Both | and Il follow\n¢. Only conclusion | follows\nd. Either | or Il follows');
    expect(parsed.options.map((option) => option.text)).toEqual(['Neither I nor II follows', 'Both I and II follow', 'Only conclusion I follows', 'Either I or II follows']);
  });

  it.each([
    ['A sum at 12½% per annum', 'a sum at 12.5% per annum'],
    ['rates of 6¼% and 2¾%', 'rates of 6.25% and 2.75%'],
    ['a rate of 8⅓%', 'a rate of 8 1/3%'],
    ['½ of the tank is full', '1/2 of the tank is full'],
    ['35% of the people are literate and 520 are illiterate', '35% of the people are literate and 520 are illiterate'],
  ])('reads printed fractions and words the vocabulary lacks: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });
});

describe('round 8: what a phone photo does, put right without changing a clean question', () => {
  it.each([
    // Two words run together where a space was lost, one of them an exam word the web's commonest leave out or rank low.
    ['The sum of five consecutiveodd numbers is 355', 'the sum of five consecutive odd numbers is 355'],
    ['the father is thriceas old as the son', 'the father is thrice as old as the son'],
    ['how many kg of freshgrapes are needed', 'how many kg of fresh grapes are needed'],
    ['every number ismultiplied by 3', 'every number is multiplied by 3'],
    ['wheat at Rs 2,400 perquintal', 'wheat at ₹2400 per quintal'],
    // A word known only by its ending ranks as its stem: 'fills in', not 'fill sin'.
    ['the tank fil1sin exactly 12 hours', 'the tank fills in exactly 12 hours'],
    // A comparison's 'less' run onto the word before it.
    ["by what percent is Kabir'ssalaryless than Vikram's?", "by what percent is kabir's salary less than vikram's?"],
    // People named by letters, run into 'and' or into the verb after them.
    ['pipes AandC fill it in 9 hours', 'pipes a and c fill it in 9 hours'],
    ['A invests Rs. 20,000 for 3 months and Binvests Rs. 25,000 for 4 months', 'a invests ₹20000 for 3 months and b invests ₹25000 for 4 months'],
    ['A and Bstart a business with Rs. 5,000', 'a and b start a business with ₹5000'],
    ['A, B and C share ₹900. How much does Aget?', 'a, b and c share ₹900. how much does a get?'],
    // An unknown the sum names elsewhere, run onto the word before it.
    ['(5x + 3y)/(x + y) = 9/7. thenx : y = ?', '(5x + 3y)/(x + y) = 9/7. then x : y = ?'],
    // A unit 'L' run into the word after it.
    ['A 130 Lsolution contains 20% sugar', 'a 130 l solution contains 20% sugar'],
  ])('noised: %s', (raw, clean) => {
    expect(normaliseOcr(raw)).toBe(clean);
  });

  it.each([
    // The clean forms of the same questions come through as they were.
    'the sum of five consecutive odd numbers is 355',
    'the father is thrice as old as the son',
    'how many kg of fresh grapes are needed',
    'the tank fills in exactly 12 hours',
    "by what percent is kabir's salary less than vikram's?",
    'pipes a and c fill it in 9 hours',
    'a man sold a cow and a horse for ₹900',
    'a and bhavna share a flat',
    'he is taller than me and the index is 5',
    // Names, and words that are listed whole, are not taken apart.
    'Anya, Mansi and Yashika went to Vadodara with their neighbour',
    'the breadth of the rectangle is 12 m and the petrol costs ₹100',
    'the leakage empties the tank; the grocer sells mustard oil',
    'in 1996 the population was 5000',
    'a saree marked at ₹2000 is sold for ₹1800',
  ])('clean: %s', (clean) => {
    expect(normaliseOcr(clean)).toBe(clean.toLowerCase());
  });

  it('keeps a list typed without spaces as a list, and a rupee figure before a comma as one number', () => {
    expect(normaliseOcr('next number: 25,49,81,121,169,?')).toBe('next number: 25,49,81,121,169,?');
    expect(normaliseOcr('cubes: 125,216,343, ?')).toBe('cubes: 125,216,343, ?');
    expect(normaliseOcr('MRP Rs. 10,000, 20% off')).toBe('mrp ₹10000, 20% off');
    expect(normaliseOcr('a sum of 1,20,000 and 3,500')).toBe('a sum of 120000 and 3500');
  });

  it('keeps the terms of a series of two letters and a number, and reads their options by the shape they share', () => {
    const parsed = parseQuestion('Find the next term in the series: GD10, FF13, EH16, DJ19, ?\n(a) CL23 (b) LC22 (c) DL22 (d) CL22');
    expect(parsed.stem).toBe('find the next term in the series: gd10, ff13, eh16, dj19, ?');
    expect(parsed.original).toBe('Find the next term in the series: GD10, FF13, EH16, DJ19, ?');
    expect(parsed.options.map((option) => option.text)).toEqual(['CL23', 'LC22', 'DL22', 'CL22']);
    // A misread digit in one of them is read by the others' shape.
    expect(parseQuestion('Next: OM2, NJ6, MG10, LD14, ?\n(a) KA19 (b) LA1B (c) AK18 (d) KAl8').options.map((option) => option.text)).toEqual(['KA19', 'LA18', 'AK18', 'KA18']);
  });

  it('keeps a code of capitals and digits as printed in the text the logical solvers read, but mends a word', () => {
    expect(parseQuestion('If STORM is written as TU4SN and CLAIM as DM13N, how is GLASS written?').original).toBe('If STORM is written as TU4SN and CLAIM as DM13N, how is GLASS written?');
    expect(parseQuestion('How is NAT1ON coded?').original).toBe('How is NATION coded?');
  });
});
