import type { DiagnosticQuestion } from './diagnostic.model';

/**
 * The fixed 13-question diagnostic (spec §3 and §9), grouped by subject in the order of `SUBJECTS`:
 * Legal Reasoning 2, Logical Reasoning 2, English Language 3, General Knowledge 4,
 * Quantitative Techniques 2. General Knowledge uses only facts that do not go stale.
 */
export const DIAGNOSTIC_QUESTIONS: readonly DiagnosticQuestion[] = [
  {
    id: 'legal-1',
    subject: 'Legal Reasoning',
    question:
      'Principle: An acceptance must be absolute and unqualified. A reply that changes the terms of an offer is a counter-offer; it rejects the original offer, which cannot afterwards be accepted unless the offeror renews it.\n\n' +
      "Facts: A writes to B offering to sell 100 bags of rice for ₹50,000. B replies, 'I accept, but at ₹45,000.' A does not respond. A week later B writes, 'I accept your offer at ₹50,000.' Meanwhile A has sold the rice to C.\n\n" +
      'Is there a contract between A and B?',
    options: [
      'Yes, because B finally agreed to pay the full ₹50,000 that A had asked for.',
      "Yes, because A never expressly withdrew his offer before B's second letter.",
      "No, because B's first reply was a counter-offer that rejected A's offer, so there was no offer left for B to accept.",
      'No, because a contract for the sale of goods is valid only if it is registered.',
    ],
    correctIndex: 2,
    explanation:
      "B's first reply changed the price, so under the principle it was a counter-offer, not an acceptance, and it rejected A's original offer. B's later letter could not revive that offer; at most it was a fresh offer, which A never accepted. The argument that A never withdrew his offer is tempting, but there was nothing left to withdraw: B's counter-offer had already ended it.",
  },
  {
    id: 'legal-2',
    subject: 'Legal Reasoning',
    question:
      'Principle: A person is liable for negligence if he owes another a duty of care, fails to take the care that a reasonable person would take in the circumstances, and that failure causes harm to the other. An intention to cause harm is not required.\n\n' +
      'Facts: Ravi owns a grocery shop. Just before opening, he mops the floor near the entrance and leaves it wet, without putting up a warning sign or blocking off the area. Sunita, a customer who walks in at opening time, slips on the wet floor and fractures her wrist. Ravi argues that he never meant to hurt anyone.\n\n' +
      'Is Ravi liable to Sunita?',
    options: [
      'No, because Ravi had no intention of causing harm to Sunita.',
      "Yes, because Ravi owed his customers a duty of care, failed to warn them about the wet floor, and that failure caused Sunita's injury.",
      'No, because Sunita should have noticed the wet floor herself.',
      'Yes, because a shop owner is liable for every injury that happens inside his shop, however careful he has been.',
    ],
    correctIndex: 1,
    explanation:
      "All three elements are present: a shopkeeper owes a duty of care to the customers he invites in, a reasonable shopkeeper would have put up a warning or blocked off the wet area, and Sunita's fracture was caused by that omission. The answer that Ravi is not liable because he meant no harm is tempting, but the principle expressly says that intention is not required. The answer that a shop owner is liable for every injury goes too far, because liability under the principle depends on a failure to take reasonable care.",
  },
  {
    id: 'logical-1',
    subject: 'Logical Reasoning',
    question:
      'Statements: All judges are lawyers. Some lawyers are professors.\n\n' +
      'Conclusions:\nI. Some professors are lawyers.\nII. Some judges are professors.\n\n' +
      'Assuming the statements to be true, which of the conclusions logically follow?',
    options: [
      'Only conclusion II follows',
      'Both conclusions I and II follow',
      'Neither conclusion I nor conclusion II follows',
      'Only conclusion I follows',
    ],
    correctIndex: 3,
    explanation:
      "'Some lawyers are professors' can be reversed to 'Some professors are lawyers', so conclusion I follows. Conclusion II does not: the lawyers who are professors may all be lawyers who are not judges, so nothing connects judges to professors. Choosing 'both' is the usual trap of treating a possible overlap as a certain one.",
  },
  {
    id: 'logical-2',
    subject: 'Logical Reasoning',
    question:
      "Pointing to a young man in a photograph, Meera says, 'His mother is the only daughter of my mother.'\n\n" +
      'How is Meera related to the young man?',
    options: ['Mother', 'Aunt', 'Sister', 'Grandmother'],
    correctIndex: 0,
    explanation:
      "Meera is herself a daughter of her mother, so if her mother has only one daughter, that daughter must be Meera. The young man's mother is therefore Meera, which makes Meera his mother. 'Aunt' is the tempting answer, but it would need Meera's mother to have a second daughter, which the word 'only' rules out.",
  },
  {
    id: 'english-1',
    subject: 'English Language',
    question:
      'Read the passage and answer the question.\n\n' +
      "Many cities have tried to end traffic jams by widening their roads. For a few months, journeys do get quicker. But faster driving tempts more people to take their cars, and within a few years the new lanes are as crowded as the old ones were. Transport planners call this effect 'induced demand'.\n\n" +
      'Which of the following best expresses the main idea of the passage?',
    options: [
      'Cities should stop building roads altogether.',
      'Transport planners invented the idea of induced demand to oppose new roads.',
      'Widening roads gives only short-lived relief from congestion, because the extra capacity attracts extra traffic.',
      'Journeys in a city become quicker every time a road is widened.',
    ],
    correctIndex: 2,
    explanation:
      'The passage moves from the promise of wider roads, to the brief improvement, to the return of congestion, and names the cause: more road space draws more cars. The option that cities should stop building roads is tempting, but it goes beyond the text, which explains a problem and never recommends a policy. The claim that journeys always become quicker contradicts the passage, which says the improvement lasts only a few months.',
  },
  {
    id: 'english-2',
    subject: 'English Language',
    question:
      'Read the passage and answer the question.\n\n' +
      'For decades, doctors believed that a daily dose of the drug protected every adult against heart disease. A large new study did not overturn that belief so much as qualify it: the benefit still appears, but only in patients under sixty. For older patients, the risks of the drug now seem to outweigh its gains.\n\n' +
      "As used in the passage, the word 'qualify' most nearly means:",
    options: ['make eligible', 'reject completely', 'confirm without change', 'limit the scope of'],
    correctIndex: 3,
    explanation:
      "The study kept the old belief but narrowed it: the benefit 'still appears, but only in patients under sixty', so 'qualify' here means to limit or restrict a claim. 'Make eligible' is tempting because it is the word's most common meaning, as in qualifying for a job, but nothing in the passage is being made eligible for anything. 'Reject completely' is ruled out by the words 'did not overturn'.",
  },
  {
    id: 'english-3',
    subject: 'English Language',
    question:
      'Read the passage and answer the question.\n\n' +
      "The minister promised that the new complaints portal would make filing a grievance 'effortless'. On launch day, citizens found that it crashed whenever a document was attached and logged them out after every page. Effortless, it turned out, best described the testing the department had done before the launch.\n\n" +
      'The tone of the author in the last sentence is best described as:',
    options: ['Admiring', 'Sarcastic', 'Neutral', 'Fearful'],
    correctIndex: 1,
    explanation:
      "The author picks up the minister's own word 'effortless' and turns it against the department: the only thing done without effort was the testing. Saying something that sounds approving in order to mock is sarcasm. 'Neutral' is tempting because the sentence states no opinion outright, but the twist on the quoted word is plainly critical.",
  },
  {
    id: 'gk-1',
    subject: 'General Knowledge',
    question: 'On which date did the Constitution of India come into force?',
    options: ['26 January 1950', '15 August 1947', '26 November 1949', '26 January 1930'],
    correctIndex: 0,
    explanation:
      'The Constitution came into force on 26 January 1950, which is why that day is celebrated as Republic Day. The tempting choice, 26 November 1949, is the date on which the Constituent Assembly adopted the Constitution, now observed as Constitution Day. 26 January was chosen because on that date in 1930 the Indian National Congress had observed Purna Swaraj (complete independence) Day.',
  },
  {
    id: 'gk-2',
    subject: 'General Knowledge',
    question:
      'Which Article of the Constitution of India provides that no person shall be deprived of his life or personal liberty except according to procedure established by law?',
    options: ['Article 14', 'Article 19', 'Article 21', 'Article 32'],
    correctIndex: 2,
    explanation:
      'Article 21 protects life and personal liberty, and the Supreme Court has read it broadly to include rights such as privacy and the right to live with dignity. Article 19 is tempting because it also concerns freedom, but it guarantees specific freedoms of citizens, such as speech, peaceful assembly and movement. Article 14 guarantees equality before the law, and Article 32 gives the right to move the Supreme Court to enforce fundamental rights.',
  },
  {
    id: 'gk-3',
    subject: 'General Knowledge',
    question:
      "The words 'Socialist' and 'Secular' were added to the Preamble of the Constitution of India by which constitutional amendment?",
    options: ['1st Amendment, 1951', '24th Amendment, 1971', '44th Amendment, 1978', '42nd Amendment, 1976'],
    correctIndex: 3,
    explanation:
      "The Constitution (Forty-second Amendment) Act, 1976, passed during the Emergency, inserted 'Socialist' and 'Secular' (and the word 'integrity') into the Preamble. The 44th Amendment of 1978 is tempting because it reversed many Emergency-era changes, but it left these words in place. As originally adopted, the Preamble described India as a 'Sovereign Democratic Republic'.",
  },
  {
    id: 'gk-4',
    subject: 'General Knowledge',
    question: "In which year did Mahatma Gandhi's Dandi March, which launched the Salt Satyagraha, take place?",
    options: ['1920', '1930', '1942', '1919'],
    correctIndex: 1,
    explanation:
      'Gandhi set out from Sabarmati Ashram on 12 March 1930 and broke the salt law at Dandi on 6 April 1930, beginning the Civil Disobedience Movement. 1942 is tempting, but it is the year of the Quit India Movement. 1920 marks the launch of the Non-Cooperation Movement, and 1919 the Jallianwala Bagh massacre.',
  },
  {
    id: 'quant-1',
    subject: 'Quantitative Techniques',
    question:
      'A shopkeeper buys a bag for ₹1200. He marks its price 25% above the cost price and then sells it at a discount of 10% on the marked price. At what price does he sell the bag?',
    options: ['₹1350', '₹1380', '₹1500', '₹1320'],
    correctIndex: 0,
    explanation:
      'Marked price = 1200 × 125/100 = ₹1500, and selling price = 1500 × 90/100 = ₹1350. The tempting ₹1380 comes from netting the two percentages into a single 15% markup on cost, but the 10% discount is taken on the higher marked price, not on the cost price.',
  },
  {
    id: 'quant-2',
    subject: 'Quantitative Techniques',
    question:
      '₹8000 is deposited at 10% per annum compound interest, compounded annually. What is the compound interest earned at the end of 2 years?',
    options: ['₹1600', '₹1700', '₹9680', '₹1680'],
    correctIndex: 3,
    explanation:
      'The amount after 2 years is 8000 × 110/100 × 110/100 = ₹9680, so the interest earned is 9680 − 8000 = ₹1680. ₹1600 is tempting, but that is simple interest: it misses the ₹80 earned in the second year on the ₹800 of interest from the first year. ₹9680 is the total amount, not the interest.',
  },
];
