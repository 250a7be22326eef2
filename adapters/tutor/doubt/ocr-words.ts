import { QUESTION_NAMES, QUESTION_WORDS } from './question-words';

/**
 * Words as OCR breaks them, put right against a vocabulary (the commonest English words and the
 * tutor's own): a letter read as a digit ('so1d', 'c0st'), 'm' read as 'rn' ('nurnber'), and two
 * words run together where a space was lost ('theprice'). A token is changed only when it is not
 * a word itself and exactly the repair makes it one.
 */
/** Each word's rank, commonest first. */
/** Tokens of web pages among the commonest words that are two words run together ('listprice'): no words here. */
const WEB_RUNS: ReadonlySet<string> = new Set(['listprice', 'findarticles', 'viewpicture', 'dealtime', 'starsmerchant']);
const WORDS: ReadonlyMap<string, number> = new Map(QUESTION_WORDS.split(' ').flatMap((word, rank) => (WEB_RUNS.has(word) ? [] : [[word, rank] as const])));
/** Names of people and places ('Seema', 'Ramesh', 'Ahmedabad'): kept whole, and a piece a lost space may have joined to a word ('andrahul'). */
const NAMES: ReadonlySet<string> = new Set(QUESTION_NAMES.split(' '));
/**
 * A common word of three letters may be a piece of a run ('thenew', 'customerpay', 'manloses'), but
 * not one that is a word's own ending ('young est', 'mel ted', 'police man') or start ('mis read').
 */
const SUFFIXES: ReadonlySet<string> = new Set(['est', 'ers', 'ted', 'ing', 'ion', 'ies', 'ous', 'ful', 'ent', 'ant', 'ism', 'ist', 'ity', 'ive', 'ate', 'ish', 'ess', 'ure', 'ary', 'ory', 'ery', 'ial', 'ian', 'ise', 'ize', 'ble', 'der', 'den', 'ten', 'ton', 'age', 'let', 'man', 'men']);
const PREFIXES: ReadonlySet<string> = new Set(['pre', 'dis', 'mis', 'non', 'sub', 'com', 'con', 'pro']);
/** Endings of four letters that make a word of the word before them ('out ward', 'friend ship'). */
const LONG_SUFFIXES: ReadonlySet<string> = new Set(['ward', 'wards', 'wise', 'ship', 'ment', 'ness', 'less', 'able', 'ible', 'hood']);
/** Abbreviations among the common words, never a piece of a run ('dec eased', 'mon soon'). */
const NOT_PIECES: ReadonlySet<string> = new Set(['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'mon', 'tue', 'wed', 'thu', 'fri', 'inc', 'ltd', 'etc', 'lib', 'est']);
/** How common a three-letter word must be to count as a piece of a run. */
const COMMON_SHORT_RANK = 5000;
/** Words that follow a person named by one letter ('Bgets', 'Ais', 'Cin'), when the text names people so. */
const AFTER_LETTER_NAME: ReadonlySet<string> = new Set(['is', 'and', 'was', 'has', 'had', 'are', 'or', 'in', 'at', 'to', 'of', 'be', 'get', 'gets', 'got', 'pay', 'pays', 'put', 'puts', 'buy', 'buys', 'sits', 'sat', 'said', 'takes', 'can', 'will', 'does', 'did', 'earns', 'walks', 'alone', 'share', 'invests', 'scored', 'lives', 'works']);
/** Short words that run into a neighbour when a space is lost ('ofa', 'itcame'); other pieces must be three letters or more. */
const SHORT_WORDS: ReadonlySet<string> = new Set(['a', 'i', 'am', 'an', 'as', 'at', 'be', 'by', 'do', 'go', 'he', 'if', 'in', 'is', 'it', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we', 'rs', 'ii', 'iii', 'sp', 'cp', 'pi', 'vs', 'hw']);
/** Words that glue to a neighbour so often that a five-letter run of them is a lost space ('isthe', 'sumof'). */
const GLUE_WORDS: ReadonlySet<string> = new Set([...SHORT_WORDS, 'how', 'who', 'why', 'what', 'the', 'for', 'and', 'are', 'was', 'has', 'had', 'his', 'her', 'its', 'she', 'him', 'all', 'per', 'sum', 'end', 'got', 'but', 'out', 'sir', 'plz', 'pls', 'nos', 'avg', 'qty']);
/** Words a question opens with that a lost space joins to the next ('Findthe', 'Whatis', 'Howis'); not 'a' or 'an', which begin names ('Aman', 'Anand'). */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set(['the', 'it', 'he', 'she', 'they', 'we', 'you', 'their', 'our', 'my', 'if', 'in', 'on', 'at', 'by', 'find', 'what', 'how', 'who', 'which', 'when', 'why', 'there', 'two', 'three', 'four', 'five', 'six', 'seven', 'now', 'then', 'here', 'also', 'each', 'both', 'all']);
/**
 * Words that follow a person's name in a question ('Ravihas', 'Tanviis', 'Rahulsaid', 'Pranavwalks'):
 * a capitalised token that is no word and ends in one is a name and that word, its space lost.
 * Never 'a', 'an', 'all', 'deep' or 'want', which end names ('Ankita', 'Ishaan', 'Randall', 'Sandeep', 'Jaswant').
 */
const NAME_FOLLOWERS: ReadonlySet<string> = new Set([
  'is', 'was', 'has', 'had', 'and', 'or', 'are', 'were', 'who', 'whose', 'his', 'her', 'the', 'will', 'would', 'can', 'could', 'sat', 'got',
  'said', 'says', 'told', 'tells', 'asked', 'asks', 'replied', 'went', 'goes', 'gets', 'gave', 'gives', 'takes', 'took', 'buys', 'bought',
  'sells', 'sold', 'pays', 'paid', 'walks', 'walked', 'sits', 'stands', 'stood', 'starts', 'started', 'invests', 'invested', 'earns', 'earned',
  'spends', 'spent', 'scores', 'scored', 'lives', 'lived', 'works', 'worked', 'does', 'did', 'alone', 'also', 'introduced', 'pointed',
  'borrowed', 'lent', 'saves', 'saved', 'completes', 'completed', 'finishes', 'finished', 'joins', 'joined', 'travels', 'travelled', 'drives',
  'drove', 'runs', 'reads', 'writes', 'wrote', 'owns', 'owned', 'receives', 'received', 'wants', 'wanted', 'puts', 'must', 'should', 'shall',
  // Verbs of the family and partnership stories ('Binduhave two sons', 'Snehakept Rs. 5,000', 'Pwon the prize').
  'have', 'kept', 'keeps', 'visits', 'visited', 'won', 'wins', 'met', 'meets', 'married',
]);
/** Verbs as they follow two names ('Rekha and Farhaninvest'): followers too, but no sign that the word before them is a name. */
const PLURAL_VERBS: ReadonlySet<string> = new Set([
  'invest', 'buy', 'sell', 'pay', 'get', 'start', 'work', 'earn', 'spend', 'save', 'share', 'take', 'walk', 'run', 'complete', 'finish', 'join',
  'travel', 'reach', 'leave', 'score', 'receive', 'borrow',
]);
/**
 * The short followers that also end names ('Francis', 'Kishor', 'Arshad', 'Biswas', 'Esther', 'Sadanand'):
 * parted from a name the text does not list only where the next word shows the verb went on.
 */
const NAME_LIKE_FOLLOWERS: ReadonlySet<string> = new Set(['is', 'or', 'was', 'has', 'had', 'her', 'and']);
/** Words that open what follows 'is', 'has' or 'and' after a name ('Ishaanis the brother', 'Vikramhas 3 pens'), and never a verb. */
const AFTER_FOLLOWER: ReadonlySet<string> = new Set(['the', 'a', 'an', 'his', 'her', 'my', 'their', 'not', 'twice', 'thrice', 'half', 'as', 'so', 'also', 'only', 'older', 'younger', 'elder', 'taller', 'shorter', 'married', 'sitting', 'standing', 'facing', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']);
/** Words that come straight after a subject: a capitalised token before one is that subject, a name, whole ('Rosemary is', 'Francis said'). */
const SUBJECT_VERBS: ReadonlySet<string> = new Set([...NAME_FOLLOWERS].filter((word) => !['the', 'his', 'her', 'who', 'whose', 'also', 'alone'].includes(word)));
/** Endings of names that are words too ('Ishaan', 'Anandi', 'Ankita', 'Randall'): never a piece parted off a capitalised token. */
const NAME_TAILS: ReadonlySet<string> = new Set(['a', 'an', 'i', 'am', 'all', 'deep', 'want', 'meet']);
/** A word this common is more likely a word run into a name than a name's own ending. */
const COMMON_RANK = 5000;
/** Units that a lost space joins to a neighbour ('perkg', 'mlong', 'sqm'). */
const UNITS: ReadonlySet<string> = new Set(['kg', 'km', 'cm', 'mm', 'sq', 'cu', 'ml', 'm', 'hr', 'hrs', 'yr', 'yrs', 'min', 'mins', 'sec', 'secs', 'kmph', 'ltr', 'ltrs']);
const LETTERS_FOR_DIGIT: Readonly<Record<string, readonly string[]>> = { '0': ['o'], '1': ['l', 'i'], '5': ['s'], '8': ['b'] };

/** The rank a number's word counts as at most, in a run of words. */
const NUMBER_WORD_RANK = 100;
/** Numbers written as words, which a lost space joins to a neighbour ('ageseven'). */
const NUMBER_WORDS: ReadonlySet<string> = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'half', 'twice', 'thrice', 'double']);

const ENDINGS = ['ing', 'ed', 'es', 's', 'er', 'ers', 'est', 'ly', 'ment'];

/**
 * Words of questions the vocabulary lacks, kept whole: units spelt out ('centimetres', not 'cent i
 * metres') and a student's shorthand ('nos' for numbers, not 'no s'; 'wat', not 'w at').
 */
const EXTRA_WORDS: ReadonlySet<string> = new Set(['centimetre', 'centimeter', 'millimetre', 'millimeter', 'kilometre', 'kilometer', 'decimetre', 'hectare', 'nos', 'qty', 'avg', 'approx', 'wat', 'wht', 'abt', 'ans', 'pls', 'plz', 'shud', 'wud', 'cud', 'coz', 'bcoz', 'bcz', 'literate', 'illiterate', 'literacy', 'evaporate', 'evaporated', 'evaporation', 'triplicate', 'withdraw', 'withdraws', 'withdrew', 'withdrawn', 'withdrawal', 'inherit', 'inherits', 'inherited', 'inheritance', 'outnumber', 'outnumbers', 'outnumbered', 'outnumbering', 'enclose', 'encloses', 'enclosed', 'rebend', 'rebent',
  // Words with a real 'rn' that reads as a listed word with 'm' ('stern' is no 'stem', 'torn' no 'tom'), or that would split ('miles tone').
  'stern', 'torn', 'sworn', 'cavern', 'milestone', 'milestones', 'ltr', 'ltrs',
  // Exam words of three letters, words but never pieces of a run ('dug', 'jug').
  'jug', 'emi', 'dug']);

/**
 * The words of exam questions that the web's commonest words leave out or rank low: what is sold
 * and measured, who buys and works, the words of arithmetic and of a family. Read as common words,
 * so that a lost space beside one is found ('freshgrapes', 'consecutiveodd', 'thriceas').
 */
const EXAM_WORDS: ReadonlySet<string> = new Set(
  (
    'once twice thrice half halves quarter quarters dozen dozens score lakh lakhs crore crores fifth sixth seventh eighth ninth tenth ' +
    'thirteen fourteen sixteen seventeen eighteen nineteen sixty seventy eighty ninety thirds fourths fifths sixths sevenths eighths ninths tenths ' +
    'eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth ' +
    'arithmetic consecutive multiplied multiply divisible divided dividing quotient remainder integer integers digit digits numerator denominator ' +
    'fraction fractions decimal decimals odd even prime primes sum sums mean average averages median ratio ratios proportion proportional percent ' +
    'percentage percentages quadrilateral triangle triangles rectangle rectangular square squares circle circles cylinder cone sphere hemisphere ' +
    'cuboid cube cubes perimeter diameter radius circumference hypotenuse polygon pentagon hexagon angle angles vertex parallel ' +
    'deduction deductions deducted commission interest principal annum compound compounded depreciation instalment installment discount ' +
    'discounted markup marked selling cost costs profit profits loss losses gain gains expenditure savings income incomes salary salaries ' +
    'wage wages bonus allowance tax rebate cashback ' +
    'grape grapes mango mangoes apple apples orange oranges banana bananas egg eggs pen pens pencil pencils chair chairs table tables fan fans ' +
    'watch watches scooter scooters bicycle bicycles cycle cycles saree sarees sari shirt shirts trousers shoe shoes bag bags book books ' +
    'notebook notebooks toy toys mushroom mushrooms raisin raisins almond almonds sugar rice wheat tea coffee milk water juice oil ghee flour ' +
    'pulses cement sand gravel brick bricks tile tiles paint wire cloth fabric carpet tank tanks cistern pipe pipes tap taps inlet inlets outlet ' +
    'outlets leak leaks boat boats stream train trains platform bridge tunnel pole car cars bus buses truck jeep cart horse cow cows goat goats ' +
    'hen hens sheep buffalo buffaloes article articles item items ' +
    'farmer farmers vendor vendors shopkeeper shopkeepers trader traders dealer dealers merchant merchants retailer wholesaler manufacturer ' +
    'labourer labourers laborer worker workers clerk clerks partner partners investor investors lender borrower father mother son sons ' +
    'daughter daughters brother brothers sister sisters uncle aunt nephew niece cousin grandson granddaughter husband wife elder younger eldest ' +
    'youngest twin twins teacher teachers student students boy boys girl girls men women children villagers voters candidates batsman bowler ' +
    'paise coin coins rupee rupees leakage wastage shortage ' +
    'alarm alarms bell bells beep beeps toll tolls clock clocks quintal quintals kilogram kilograms litre litres metre metres acre acres ' +
    'journey distance speed upstream downstream stationary crosses crossing together alone respectively remaining rest ' +
    'total altogether initially finally originally thereafter afterwards withdrew joined invested invests capital business shop firm venture ' +
    'slant diagonal diagonals lateral frustum rhombus trapezium parallelogram perpendicular semicircle semicircular wicket wickets ' +
    'increment increments weigh weighs weighed weighing petrol diesel kerosene breadth breadths ' +
    'motorboat motorboats neighbour neighbours overtake overtakes overtaken overtaking oxen cylindrical grocer ' +
    'grocers hike hiked motorcyclist jugs pasture grazing grazed stoppage stoppages stall stalls bucket buckets ' +
    'telegraph retire retires crate crates wrestler wrestlers dishonest eraser erasers bounce bounces gravelling ' +
    'grassy kite edible bookshelf outlay fetch fetched fetches housewife undertook triangular paved spoilt ' +
    'unchanged upward downward fisherman fishermen supermarket mortar epidemic ascending deducting twentieth ' +
    'fourteenth eleventh twelfth thirteenth fifteenth sixteenth seventeenth eighteenth nineteenth pillar pillars ' +
    'borrow borrows rotten plumber plumbers straightened costlier bulbs bulb resp drift suitcase expressway syrup ' +
    'vowel vowels consonant consonants bamboo provident raft motorbike jogger joggers rotate rotates rotated ' +
    'bakery motorist motorists salesperson salesmen jetty jetties parrot parrots sack sacks athlete escalator ' +
    'elevator tailor tailors typist typists cask adulterated adulteration impure impurity diluted dilute landlord ' +
    'brokerage gratuity biennially trough oars lamppost radii chord quadrant octagon prism pyramid cuboidal ' +
    'cubical hemispherical conical spherical tarpaulin whitewash plastering sowing excavated excavation embankment ' +
    'pigeons denominations denomination paisa marksheet percentile tonne kilolitre decilitre kilo kilos pineapple ' +
    'watermelon guava papaya toffees biscuits cupboard cellphone smartphone geyser scooty trolley rickshaw ' +
    'autorickshaw lorry canoe aeroplane conductor commuter commuters pilgrim pilgrims canteen cafeteria feast ' +
    'olympiad stipend umpire referee spectators shelves storey storeys staircase stairs rungs hexagonal eastward ' +
    'westward northward southward leftward rightward jogs jogged swam ' +
    'mock mocks interchange interchanged over overs reshape reshaped recast woven reap reaps reaped reaping harvest harvested plough ploughed ditch trench ' +
    // A student's words for family and for a small business ('my bro', 'mummy's brother', 'a chai stall', 'a dhaba').
    'mummy mummies mum mums papa bro bros sis chai dhaba dhabas tiffin ' +
    // A student's shorthand of three letters, a piece of a run ('answith', 'watno.').
    'ans wat abt'
  ).split(' '),
);
/** How common an exam word counts as, beside the web's commonest. */
const EXAM_RANK = 2000;
/** Where the tutor's own words start in the list (after the web's commonest). */
const TUTOR_WORDS_FROM = WORDS.get('abcdefghijklmno') ?? Infinity;

/** A word's rank among the commonest (an exam word as fairly common), or Infinity. */
function rankOf(word: string): number {
  const rank = WORDS.get(word) ?? Infinity;
  // The tutor's own words, listed after the web's, are exam words too ('innings', 'successive').
  return Math.min(rank >= TUTOR_WORDS_FROM && rank < Infinity ? EXAM_RANK : rank, EXAM_WORDS.has(word) ? EXAM_RANK : Infinity);
}

const PIECE_RANKS = new Map<string, number>();
/** The rank of a word that the vocabulary knows only through endings. */
const UNRANKED_WORD = 1_000_000;
/** Words that take no ending: an ending after one is a word of its own run on ('only sons', not 'onlys ons'). */
const NO_ENDINGS: ReadonlySet<string> = new Set(['only', 'also', 'into', 'with', 'without', 'within', 'from', 'than', 'then', 'when', 'what', 'which', 'where', 'there', 'their', 'they', 'them', 'this', 'that', 'these', 'those', 'about', 'over', 'under', 'after', 'before', 'each', 'both', 'such', 'very', 'just', 'even', 'much', 'many', 'more', 'most', 'some', 'your', 'ours', 'whose', 'while', 'upon', 'onto']);

/** A piece's rank; a word known by its ending ranks as its stem ('fills' as 'fill', so 'fills in' beats 'fill sin'). */
function pieceRank(word: string): number {
  let rank = PIECE_RANKS.get(word);
  if (rank === undefined) {
    rank = rankOf(word);
    // (A stem of four letters or more: 'thes', 'ands', 'hiss' and 'mans' are no words run on from 'the', 'and', 'his', 'man';
    // and far rarer than the stem itself, so 'without stop' stays before 'withouts top'.)
    // Never on a word that takes no ending ('onlys', 'withouts') or an 's' on an 's' ('personss').
    if (rank === Infinity) {
      for (const ending of ENDINGS) {
        const stem = word.slice(0, -ending.length);
        if (!word.endsWith(ending) || stem.length < 4 || NO_ENDINGS.has(stem) || (ending === 's' && stem.endsWith('s'))) continue;
        rank = Math.min(rank, 50 * rankOf(stem) + 1000);
      }
    }
    // A word known only by its ending on a word known so too ('toppers', from 'topper', from 'top'):
    // rare, but a rank all the same, so that 'toppers and' is weighed against 'topper sand'.
    if (rank === Infinity && isWord(word)) rank = UNRANKED_WORD;
    if (PIECE_RANKS.size < 50_000) PIECE_RANKS.set(word, rank);
  }
  return rank;
}

/** Words that end compound names ('Rameshwar', 'Rampal', 'Amandeep'): never parted from the name before them. */
const NAME_ENDINGS: ReadonlySet<string> = new Set(['war', 'pal', 'deep', 'man', 'ram', 'raj', 'dev', 'lal', 'nath', 'bir', 'jit', 'veer', 'pur', 'preet', 'kumar', 'bala', 'das', 'dutt', 'prasad', 'chand', 'ji']);

/** The end of a compound name ('war' of 'Rameshwar'), which a lost space never explains. */
export function isNameEnding(word: string): boolean {
  return NAME_ENDINGS.has(word) || NAME_TAILS.has(word);
}

/** The text right after a capitalised token shows it a name: a possessive ("Kishor's") or a verb ('Rosemary is', 'Biswas said'). */
function nameBy(next: string | undefined): boolean {
  const word = /^\s*(\p{L}+)/u.exec(next ?? '')?.[1];
  return /^['’]/u.test(next ?? '') || (word !== undefined && SUBJECT_VERBS.has(word.toLowerCase()));
}

/** The token ends a clause ('Who is Kishor?', 'Kishor, Ravi and ...'): no verb was run onto it. */
function endsClause(next: string | undefined): boolean {
  return next !== undefined && /^\s*(?:[.,;:?!)]|$)/u.test(next);
}

/**
 * The next word shows the short follower run onto a name went on as a verb: an article or the like
 * ('Ishaanis the brother'), a number after 'is' or 'has' ('Sandeepis 5 years older'), a name after
 * 'and' ('Sandeepand Pradeep'). Not a number after 'or', 'had' or 'was' ('Kishor 5', 'Arshad 5',
 * 'Biswas 5'), nor a name after 'or' ('Kishor Kumar').
 */
function verbGoesOn(follower: string, next: string | undefined): boolean {
  const word = /^\s*([\p{L}\d₹]+)/u.exec(next ?? '')?.[1];
  if (word === undefined) return false;
  if (/^[\d₹]/u.test(word)) return follower === 'is' || follower === 'has';
  if (/^\p{Lu}\p{Ll}/u.test(word) && follower === 'and') return true;
  return AFTER_FOLLOWER.has(word.toLowerCase());
}

/** A word that follows a person's name ('is', 'has', 'have', 'kept'): after a name the text prints, it was run on. */
export function followsName(word: string): boolean {
  return NAME_FOLLOWERS.has(word) || PLURAL_VERBS.has(word);
}

/** A listed name of a person or place ('vivek', 'pune'), in small letters. */
export function isName(word: string): boolean {
  return NAMES.has(word);
}

/** An ending that doubles the letter before it ('running', 'stopped'); not 's' ('balajiis' is no 'balajii' + 's'). */
function doublesBefore(ending: string): boolean {
  return /^[aeiou]/.test(ending);
}

/** A listed word, or one with a common ending: 'costing', 'gained', 'sellers', 'running'. */
export function isWord(word: string): boolean {
  if (WORDS.has(word) || EXTRA_WORDS.has(word) || EXAM_WORDS.has(word)) return true;
  // A word in 'y' with its ending: 'multiplied', 'carries', 'emptied'.
  const fromY = /^(\p{L}{3,})i(?:ed|es)$/u.exec(word);
  if (fromY && (WORDS.has(`${fromY[1]}y`) || EXAM_WORDS.has(`${fromY[1]}y`))) return true;
  // A comparative or superlative of a word in 'y': 'heavier', 'heaviest', 'earlier'.
  const comparative = /^(\p{L}{3,})i(?:er|est)$/u.exec(word);
  if (comparative && WORDS.has(`${comparative[1]}y`)) return true;
  return ENDINGS.some((ending) => {
    if (!word.endsWith(ending) || word.length - ending.length < 3) return false;
    const stem = word.slice(0, -ending.length);
    // A word that takes no ending is none with one: 'therest' is 'the rest', not 'there' + 'est'.
    if (NO_ENDINGS.has(stem) || NO_ENDINGS.has(`${stem}e`)) return false;
    return WORDS.has(stem) || WORDS.has(`${stem}e`) || EXTRA_WORDS.has(stem) || EXAM_WORDS.has(stem) || EXAM_WORDS.has(`${stem}e`) || (doublesBefore(ending) && /(.)\1$/.test(stem) && WORDS.has(stem.slice(0, -1)));
  });
}

/** A word among the commonest, or one of them with an ending ('shorter', 'gains'; not 'urring'). */
function isCommonWord(word: string): boolean {
  const common = (stem: string) => rankOf(stem) < COMMON_RANK;
  if (common(word)) return true;
  return ENDINGS.some((ending) => {
    if (!word.endsWith(ending) || word.length - ending.length < 3) return false;
    const stem = word.slice(0, -ending.length);
    // An ending on an ending is no word: 'ings' is not 'ing' + 's'.
    if (SUFFIXES.has(stem)) return false;
    return common(stem) || common(`${stem}e`) || (doublesBefore(ending) && /(.)\1$/.test(stem) && common(stem.slice(0, -1)));
  });
}

/** The first reading of a token's digits as letters ('sirnp1e' as 'sirnple'), for the word repairs that follow. */
export function lettersForDigits(token: string): string {
  return token.replace(/[0158]/g, (digit) => LETTERS_FOR_DIGIT[digit]![0]!);
}

/** Every spelling a token may have had, each digit that looks like a letter read as that letter. */
function letterReadings(token: string): string[] {
  let readings = [''];
  for (const character of token) {
    const options = LETTERS_FOR_DIGIT[character] ?? [character];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
    if (readings.length > 64) return [];
  }
  return readings;
}

/** 'so1d' as 'sold', 'art1cle' as 'article': the one reading that is a word, else the first reading. */
export function wordFromDigits(token: string): string {
  const words = [...new Set(letterReadings(token))].filter(isWord);
  return words.length === 1 ? words[0]! : lettersForDigits(token);
}

/**
 * 'nurnber' as 'number', 'Rarnesh' as Ramesh, 'cornes' as 'comes': 'rn' read for 'm', when the token
 * is no listed word or name and the repair is one.
 */
function fromRn(token: string): string | null {
  if (!token.includes('rn') || WORDS.has(token) || EXTRA_WORDS.has(token) || NAMES.has(token)) return null;
  const readings = [token.replace(/rn/g, 'm'), ...[...token.matchAll(/rn/g)].map((match) => token.slice(0, match.index) + 'm' + token.slice(match.index + 2))];
  // A word only by its ending ('cornes' as corn-es) is 'm' read as 'rn' when the repair is a listed word ('comes').
  if (isWord(token)) return readings.find((reading) => WORDS.has(reading)) ?? null;
  // A name: 'Rarnesh' is Ramesh, 'Ahrnedabad' Ahmedabad.
  const name = readings.find((reading) => NAMES.has(reading));
  if (name) return name;
  if (isWord(readings[0]!)) return readings[0]!;
  const single = [...new Set(readings.slice(1))].filter(isWord);
  return single.length === 1 ? single[0]! : null;
}

/**
 * 'theprice' as 'the price', 'boughtforrs' as 'bought for rs': the fewest words, then the
 * commonest ('votes and', not 'vote sand'). A name must not come apart: pieces of one or two
 * letters must be short words, and a run under six letters only splits into words that glue.
 */
function segmented(token: string): string[] | null {
  // A number's word is as likely as a common word ('ageseven' is 'age seven', not 'ages even'), but
  // no likelier than the commonest ('onevery' is 'on every', not 'one very').
  const rank = (word: string) => (NUMBER_WORDS.has(word) ? Math.min(pieceRank(word), NUMBER_WORD_RANK) : pieceRank(word));
  const best: ({ pieces: string[]; cost: number } | null)[] = Array.from({ length: token.length + 1 }, () => null);
  best[0] = { pieces: [], cost: 0 };
  for (let end = 1; end <= token.length; end += 1) {
    for (let start = Math.max(0, end - 16); start < end; start += 1) {
      const head = best[start];
      const piece = token.slice(start, end);
      // 'man' and 'men' end words ('policeman'), but after a word that glues or a participle they are
      // words themselves ('ifmen', 'theman', 'standingman').
      const before = head?.pieces.at(-1) ?? '';
      // (So is 'age' after a little word: 'inage' is 'in age', not 'image'.)
      const afterGlue = (piece === 'man' || piece === 'men' || (piece === 'age' && GLUE_WORDS.has(before))) && (GLUE_WORDS.has(before) || (before.length >= 6 && before.endsWith('ing')));
      // An ending such as 'less' never follows a plural: 'minutesless' is 'minutes less', 'rupeesless' 'rupees less'.
      const afterPlural = LONG_SUFFIXES.has(piece) && isPlural(before);
      // An article never comes before a pronoun: 'ashe' is 'as he', not 'a she'.
      if ((before === 'a' || before === 'an') && PRONOUNS.has(piece)) continue;
      if (!head || !(afterGlue || afterPlural || isPiece(piece, start === 0, end === token.length))) continue;
      const candidate = { pieces: [...head.pieces, piece], cost: head.cost + Math.log(2 + rank(piece)) };
      const current = best[end];
      if (!current || candidate.pieces.length < current.pieces.length || (candidate.pieces.length === current.pieces.length && candidate.cost < current.cost)) best[end] = candidate;
    }
  }
  const found = best[token.length]?.pieces;
  // The terms of a letter series ('aaaa', 'acca', 'aacc') are no run of words.
  if (/^[a-e]+$/.test(token) && new Set(token).size <= 3) return null;
  // Four pieces only of glue and common words ('theareaofa').
  const common = (piece: string) => GLUE_WORDS.has(piece) || rankOf(piece) < COMMON_RANK;
  if (!found || found.length < 2 || found.length > 4 || (found.length === 4 && !found.every(common))) return null;
  // A one-letter unit comes after its number ('5 mlong'), never before two words ('m is read').
  if (found.length > 2 && found.some((piece) => piece.length === 1 && UNITS.has(piece))) return null;
  // A common short word ('new', 'pay') joins only common words: 'inn ings' and 'inc urring' are one word unlisted.
  const plain = (piece: string) => GLUE_WORDS.has(piece) || UNITS.has(piece);
  if (found.some((piece) => piece.length === 3 && !plain(piece)) && !found.every((piece) => plain(piece) || isCommonWord(piece))) return null;
  // A short run ('sonof', 'arow', 'cando') only of two glue words or common ones: an unlisted name or word of five letters stays whole.
  const shortRun = found.length === 2 && found.every((piece) => plain(piece) || rankOf(piece) < COMMON_RANK);
  return token.length >= 6 || found.every((piece) => plain(piece) || piece.length >= 4) || shortRun ? found : null;
}

/** Pronouns, which no article comes before ('a she' is 'as he' run together). */
const PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'her', 'his', 'him', 'it', 'its', 'they', 'them', 'their', 'we', 'us', 'our', 'you', 'your', 'i', 'me', 'my']);

/** A plural of a listed word ('minutes', 'rupees'), which takes no further ending. */
function isPlural(word: string): boolean {
  return word.length >= 4 && word.endsWith('s') && !word.endsWith('ss') && isWord(word.slice(0, -1)) && isWord(word);
}

/**
 * A piece a lost space may have left: a word, a unit or a name of four letters or more; one of
 * three letters or fewer only a word that glues ('of', 'the') or a common word that is no
 * word's own ending ('new', 'pay'; not 'remain ders', 'young est', 'mel ted').
 */
function isPiece(piece: string, first: boolean, last: boolean): boolean {
  if (UNITS.has(piece) || GLUE_WORDS.has(piece)) return true;
  // 'me' ends a run ('thanme'), never starts one: 'meera' is no 'me era'.
  if (piece === 'me') return last && !first;
  if (NOT_PIECES.has(piece) || (!first && LONG_SUFFIXES.has(piece))) return false;
  if (piece.length >= 4) return isWord(piece) || NAMES.has(piece);
  const affix = (!first && SUFFIXES.has(piece)) || (!last && PREFIXES.has(piece));
  return piece.length === 3 && !affix && rankOf(piece) < COMMON_SHORT_RANK;
}

/**
 * 'rahulsaid' as 'rahul said', 'Ishaanis the' as 'ishaan is the': a stem of three letters or more
 * that is no word, then a word that follows a name (or, after a listed name, any common word:
 * 'Vivekput', 'Nehaget'). A short follower that also ends names ('Kishor', 'Arshad') is parted off
 * a name the text does not list only where the next word shows the verb going on; no split where
 * the next word shows the token a name itself (see `nameBy`).
 */
function nameAndWord(token: string, next?: string): string[] | null {
  if (nameBy(next)) return null;
  let best: { pieces: string[]; rank: number } | null = null;
  for (let cut = 3; cut <= token.length - 2; cut += 1) {
    const [name, word] = [token.slice(0, cut), token.slice(cut)];
    const rank = WORDS.get(word);
    if (isNameEnding(word)) continue;
    // After a listed name of four letters or more, a common word of three or more too ('Vivekput', 'Nehaget').
    const afterListedName = NAMES.has(name) && name.length >= 4 && word.length >= 3 && (rank ?? Infinity) < COMMON_RANK;
    // After a name the text does not list (a word too, maybe: 'Pennyis the', 'Joycan'), not at a clause's end
    // ('Who is Kishor?'), and a short follower that ends names too only where the verb goes on.
    const unlistedFollower = !endsClause(next) && (!NAME_LIKE_FOLLOWERS.has(word) || verbGoesOn(word, next));
    // Or a verb in the past that is no name's ending ('Eshancycled'), after a stem that is no word.
    const pastVerb = word.length >= 5 && word.endsWith('ed') && isWord(word) && !isWord(name) && !endsClause(next);
    const follower = ((NAME_FOLLOWERS.has(word) || PLURAL_VERBS.has(word)) && (NAMES.has(name) || unlistedFollower)) || pastVerb;
    if (!(afterListedName || follower)) continue;
    if (!best || (rank ?? COMMON_RANK) < best.rank) best = { pieces: [name, word], rank: rank ?? COMMON_RANK };
  }
  return best?.pieces ?? null;
}

/** 'andb', 'cis', 'toc': a letter naming a person or a term, run into a short word. */
function letterAndWord(token: string): string[] | null {
  if (token.length > 4) return null;
  const [head, tail] = [token.slice(0, -1), token.slice(-1)];
  if (GLUE_WORDS.has(head) && head.length >= 2) return [head, tail];
  const [first, rest] = [token[0]!, token.slice(1)];
  return GLUE_WORDS.has(rest) && rest.length >= 2 && first !== 'a' && first !== 'i' ? [first, rest] : null;
}

/**
 * One token of letters as printed, repaired if it is no word: 'rn' for 'm', then a lost space. A
 * capitalised token inside a sentence is a name ('Anand', 'Meera'), and is never split.
 */
export function repairedWord(printed: string, sentenceStart = false, context: WordContext = {}): string {
  const token = printed.toLowerCase();
  // Quoted: a code word ('tok', 'pa zo') is never split; only 'm' read as 'rn' in a listed word is put right ('"sorne').
  // Quoted but a person named by a letter, then a word ("'Xis the brother of Y'"), when the text names people so.
  const named = /^(\p{Lu})(\p{Ll}{2,})$/u.exec(printed);
  if (context.quoted && named && isLetterName(named[1]!, context.letterNames) && AFTER_LETTER_NAME.has(named[2]!)) return `${named[1]!.toLowerCase()} ${named[2]!}`;
  // 'I' run into the verb after it, often in quoted speech: 'Iam', 'Iwas', 'Ihave' (never a name: 'Ivan' stays).
  const speakerThenVerb = /^I(am|was|have|had|will|shall|can|could|would|got|get|paid|spent|bought|sold|went|walked|earn|earned|scored)$/u.exec(printed);
  if (speakerThenVerb) return `i ${speakerThenVerb[1]!}`;
  // Quoted words of speech run together ('"buynine get 1 free"', 'studentsread'): parted when every piece is a common word of three letters or more.
  if (context.quoted && !isWord(token)) {
    const pieces = segmented(token);
    if (pieces && pieces.every((piece) => piece.length >= 3 && isCommonWord(piece))) return pieces.join(' ');
  }
  if (context.quoted) return token.includes('rn') && !WORDS.has(token) && WORDS.has(token.replace(/rn/g, 'm')) ? token.replace(/rn/g, 'm') : token;
  // A word in capitals, to be coded ('NATlON', 'PUBLlC', 'LlD'): its lower-case 'l' was a capital 'I'.
  // (Before the seams of capitals below, which would read 'LlD' as the word 'll' and a name.)
  if ((printed.match(/\p{Lu}/gu)?.length ?? 0) >= 2 && /^[\p{Lu}l]+$/u.test(printed)) return printed.replace(/l/g, 'I').toLowerCase();
  const joined = capitalsJoined(printed, context);
  if (joined) return joined;
  // ('asher' reads as a word with an ending: after 'as old', it is 'as her'.)
  const asPronoun = AS_PRONOUN.exec(printed);
  if (asPronoun && AFTER_AS.test(context.before ?? '')) return `as ${asPronoun[1]!}`;
  // Capitals mark an abbreviation ('INR', 'LCM'), a code ('INODTS', 'GRTVI'), and a listed name is whole: no run of words.
  if (token.length < 3 || NAMES.has(token) || (printed.match(/\p{Lu}/gu)?.length ?? 0) >= 2) return token;
  const fixed = fromRn(token);
  if (fixed) return fixed;
  if (isWord(token)) return token;
  // Someone's age, its space lost ('presentage', 'averageage', 'theage'): 'age' is no ending of these.
  const age = /^(present|average|avg|the|his|her|my|their|your|our|whose|mean|total|combined|current|its)(ages?)$/.exec(token);
  if (age) return `${age[1]} ${age[2]}`;
  // 'cornpoundinterest' is 'compound interest', not 'corn pound interest': the fewer pieces.
  // Each 'rn' may be an 'm' or not ('largernurnber' is 'larger number'): the reading in the fewest pieces.
  const mReadings = token.includes('rn') ? [token.replace(/rn/g, 'm'), ...[...token.matchAll(/rn/g)].map((match) => `${token.slice(0, match.index)}m${token.slice(match.index + 2)}`)] : [];
  const withM = mReadings.map(segmented).reduce<string[] | null>((best, pieces) => (pieces && (!best || pieces.length < best.length) ? pieces : best), null);
  const asPrinted = segmented(token);
  const segments = withM && (!asPrinted || withM.length < asPrinted.length) ? withM : asPrinted;
  const pieces = (segments && withPluralShifted(segments, context)) ?? letterAndWord(token) ?? wordThenUnknown(printed, context.unknowns) ?? unknownThenWord(printed, context.unknowns) ?? wordThenChatAnd(printed);
  if (!/^\p{Lu}\p{Ll}/u.test(printed)) return pieces?.join(' ') ?? token;
  // A capitalised opener and an unknown the text uses ('Findp : s'): no name is so made.
  if (!segments && pieces?.length === 2 && pieces[1]!.length === 1 && context.unknowns?.has(pieces[1]!)) return pieces.join(' ');
  // Capitalised: a name ('Anand', 'Ishaan', 'Sandeep'), whole where the text prints it whole elsewhere
  // or where what follows shows a name ('Rosemary is', "Kishor's"); else parted only where the split is plainly words.
  if (context.printedWhole) return token;
  // A name and its follower before another reading of two words ('Subhashis the' is 'subhash is', not 'subhas his';
  // 'Sureshand Hitesh' 'suresh and', not 'sures hand').
  const nameThenWord = nameAndWord(token, context.next);
  // (Not after an article or a little word: 'Asquare' is 'a square', not 'asqu are'.)
  const nameFirst = pieces?.length === 2 && pieces[0]!.length >= 3 && !GLUE_WORDS.has(pieces[0]!);
  const followed = nameThenWord !== null && (NAME_FOLLOWERS.has(nameThenWord[1]!) || PLURAL_VERBS.has(nameThenWord[1]!));
  if (nameFirst && followed && nameThenWord.join('') === pieces.join('')) return nameThenWord.join(' ');
  if (pieces && capitalisedRun(pieces, token, sentenceStart, context.next)) return pieces.join(' ');
  // A listed name and an 's' whose apostrophe the photo lost ('Ravis share'): the name's possessive, not 'rav is'.
  if (token.endsWith('s') && NAMES.has(token.slice(0, -1))) return `${token.slice(0, -1)}'s`;
  // A name run into the next word ('Rahulsaid', 'Tanviis'): a stem that is no word, then a word.
  return nameThenWord?.join(' ') ?? token;
}

/** Words that open a clause, run onto the capitalised word before them ('Northwhile', 'Eastthen'). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['while', 'when', 'whereas', 'then', 'than', 'but', 'because', 'since', 'until', 'after', 'before', 'where', 'which', 'whom']);
/** Things and people of three letters that follow 'a' ('Aboy', 'Ason'): never the end of a name here ('Aman' is listed). */
const SHORT_NOUNS: ReadonlySet<string> = new Set(['boy', 'son', 'cow', 'hen', 'pen', 'bag', 'car', 'bus', 'fan', 'toy', 'sum', 'box', 'jug', 'tap', 'cat', 'dog', 'egg']);
/** Little words that begin names too ('Ismail', 'Asmita', 'Usha'). */
const NAME_OPENERS: ReadonlySet<string> = new Set(['is', 'as', 'am', 'us']);
/** Little words after which a name's ending is a word of its own ('Ina certain', 'Withall'). */
const BEFORE_LITTLE: ReadonlySet<string> = new Set([...GLUE_WORDS, ...SENTENCE_OPENERS, 'with', 'from', 'into', 'than', 'that', 'this']);

/**
 * Whether a capitalised token's pieces are plainly words run together rather than a name: at a
 * sentence's start, after an opener or of glue words only ('Findthe', 'Whatis', 'Sumof'), common
 * words of four letters or more ('Markedprice', 'Ashopkeeper') or a listed name and a word
 * ('Rarneshbought'); inside one, a common long word before another ('Northand', 'Englishbooks'),
 * a listed name before a word ('Puneto'), 'I' before a word (a statement's number: 'Ifollows') or a
 * little word before a common long one ('Atleast'). Never a last piece that ends names after a
 * piece that is no little word ('Ishaan' is no 'isha an', 'Randall' no 'rand all', 'Sandeep' no 'san
 * deep'), nor a listed name ('Rosemary' is no 'rose mary'), nor words at a sentence's start before a
 * verb or a possessive ('Fernandes is', "Fernandes's"), nor a little word that begins names
 * ('Ansari' is no 'an sari': 'an' goes before a vowel, 'a' before none).
 */
function capitalisedRun(pieces: readonly string[], token: string, sentenceStart: boolean, next?: string): boolean {
  const [first, last] = [pieces[0]!, pieces.at(-1)!];
  // (Common among the web's words or the exam's: the tutor's own list holds names too, 'rehan' of 'Rehana'.)
  const common = (piece: string) => GLUE_WORDS.has(piece) || EXAM_WORDS.has(piece) || (WORDS.get(piece) ?? Infinity) < COMMON_RANK;
  // A common word of five letters or more, then 'a' ('Aftera'): no name ends so ('Seema' is no 'seem a').
  const longThenA = pieces.length === 2 && last === 'a' && first.length >= 5 && (WORDS.get(first) ?? Infinity) < COMMON_RANK;
  // (An article inside after a common word is no name's tail: 'Todayawoman' is 'today a woman'; 'Ankitais' is Ankita.)
  const articleAfterWord = (piece: string, index: number) => (piece === 'a' || piece === 'an') && common(pieces[index]!) && !NAMES.has(pieces[index]!);
  const tailAfterName = (isNameEnding(last) && !longThenA && !BEFORE_LITTLE.has(first)) || pieces.slice(1, -1).some((piece, index) => isNameEnding(piece) && !articleAfterWord(piece, index));
  if (tailAfterName) return false;
  const second = pieces[1] ?? '';
  // ('Aboy' is 'a boy': a short thing or person that is no name's ending, and the whole no listed name, unlike 'Aman'.)
  const shortNoun = pieces.length === 2 && SHORT_NOUNS.has(second) && !NAMES.has(token);
  const nameOpener = NAME_OPENERS.has(first) || (first === 'an' && !/^[aeiou]/.test(second)) || (first === 'a' && (/^[aeiou]/.test(second) || (second.length < 4 && !shortNoun)));
  // At a sentence's start, words before a verb or a possessive are a name ('Fernandes is'), unless the last is a
  // plural or a verb in 's' ('Englishbooks were'), or the first a little word ('Ashopkeeper buys', 'Nonurse is').
  // (Nor where an article stands inside the run, which no name holds: 'Todayawoman is'.)
  const articleInside = pieces.length >= 3 && pieces.slice(1, -1).some((piece) => piece === 'a' || piece === 'an' || piece === 'the');
  const beforeVerbAsName = nameBy(next) && !last.endsWith('s') && !GLUE_WORDS.has(first) && !articleInside;
  const wordPiece = (piece: string) => GLUE_WORDS.has(piece) || isCommonWord(piece) || (piece.length >= 5 && isWord(piece));
  const listedNameThenWord = NAMES.has(first) && pieces.length === 2 && common(last);
  if (sentenceStart) {
    // (Two glue words, 'Sumof'; three are a name and a follower, 'Ashishis' no 'as his his'.)
    const opened = SENTENCE_OPENERS.has(first) || (pieces.length === 2 && pieces.every((piece) => GLUE_WORDS.has(piece)));
    const words = !nameOpener && !beforeVerbAsName && (pieces.some((piece) => piece.length >= 4) || shortNoun) && pieces.every((piece) => wordPiece(piece) && !NAMES.has(piece));
    return (opened || words || listedNameThenWord) && (last.length > 1 || token.length > 7 || GLUE_WORDS.has(first) || longThenA);
  }
  return (
    (first.length >= 4 && rankOf(first) < COMMON_RANK && !NAMES.has(first) && pieces.slice(1).every((piece) => !NAMES.has(piece) && (wordPiece(piece) || NAME_FOLLOWERS.has(piece) || CLAUSE_OPENERS.has(piece)))) ||
    listedNameThenWord ||
    (first === 'i' && pieces.length === 2 && last.length >= 4) ||
    // A little word and a common long one ('Atleast'): no name is so made.
    (pieces.length === 2 && first.length >= 2 && GLUE_WORDS.has(first) && !nameOpener && last.length >= 4 && rankOf(last) < COMMON_RANK)
  );
}

/** What a word's neighbours tell: it is quoted (a code word, kept as printed), or the text names people by single capitals. */
export interface WordContext {
  readonly quoted?: boolean;
  /** Capitals that stand alone in the text as names ('A, B and C share'). */
  readonly letterNames?: ReadonlySet<string>;
  /** Small letters that stand alone in the text as unknowns ('x : y', '15% of x'). */
  readonly unknowns?: ReadonlySet<string>;
  /** The text right after the token ("'s share", ' is the brother'): what follows a name shows it one. */
  readonly next?: string;
  /** The token is printed whole elsewhere in the text: a name, never parted ('Ishaan' beside 'Ishaan'). */
  readonly printedWhole?: boolean;
  /** The text right before the token ('a ', 'as old '): an article or a comparison shows how a run parts. */
  readonly before?: string;
  /** The words the text prints elsewhere, in small letters ('son' in 'his younger son'). */
  readonly words?: ReadonlySet<string>;
}

/** Words after which a noun is single: 'a sellersold' is 'a seller sold', not 'a sellers old'. */
const SINGULAR_BEFORE = /(?:^|[^\p{L}])(?:a|an|each|every|one|this|that)\s+$/iu;

/**
 * Pieces of a run read as the words before them say: 'am' only after 'I' ('amother's' is 'a
 * mother's'), and a plural's 's' given to the word after it where the text shows that reading:
 * after an article ('a sellersold', 'A dealersold': 'seller sold', not 'sellers old'), or where the
 * text prints the word with the 's' elsewhere and never the plural ('his eldersonis' beside 'younger
 * son': 'elder son is'). 'trainsand buses' stays 'trains and'.
 */
function withPluralShifted(pieces: readonly string[], context: WordContext): string[] {
  const shifted = [...pieces];
  // 'am' follows only 'I': 'amother's age' is 'a mother's', not 'am other's'.
  if (shifted[0] === 'am' && shifted.length >= 2 && !/(?:^|[^\p{L}])i\s+$/iu.test(context.before ?? '') && isWord(`m${shifted[1]}`)) [shifted[0], shifted[1]] = ['a', `m${shifted[1]}`];
  for (let index = 0; index + 1 < shifted.length; index += 1) {
    const [plural, next] = [shifted[index]!, shifted[index + 1]!];
    if (!isPlural(plural) || !isWord(`s${next}`)) continue;
    const singular = index === 0 && SINGULAR_BEFORE.test(context.before ?? '');
    const printedSo = context.words !== undefined && context.words.has(`s${next}`) && !context.words.has(plural);
    if (singular || printedSo) [shifted[index], shifted[index + 1]] = [plural.slice(0, -1), `s${next}`];
  }
  return shifted;
}

/** 'ashe', 'asher': 'as' run into a pronoun. */
const AS_PRONOUN = /^as(he|she|her|his|him|it|they|we|you|i)$/;
/** A comparison that has said 'as' within the last few words ('as old ', 'as much younger than Rakesh '), so 'asher' is 'as her'. */
const AFTER_AS = /(?:^|[^\p{L}])as\s+(?:\S+\s+){0,4}$/iu;

/** 'thenx', 'ofy': a common word with an unknown the text uses elsewhere run onto it. */
function wordThenUnknown(printed: string, unknowns: ReadonlySet<string> | undefined): string[] | null {
  // Only in small letters: 'Pinky' is a name, not 'pink y'; or after a capitalised opener ('Findp : s', 'Thenx').
  const opener = /^\p{Lu}\p{Ll}+$/u.test(printed) && SENTENCE_OPENERS.has(printed.slice(0, -1).toLowerCase());
  if (!/^\p{Ll}+$/u.test(printed) && !opener) return null;
  const [head, tail] = [printed.slice(0, -1).toLowerCase(), printed.slice(-1)];
  return unknowns?.has(tail) && head.length >= 3 && (GLUE_WORDS.has(head) || rankOf(head) < COMMON_RANK) ? [head, tail] : null;
}

/** 'ndivided by 13', 'xis': an unknown the text uses elsewhere run onto the word after it (a listed word, the whole none). */
function unknownThenWord(printed: string, unknowns: ReadonlySet<string> | undefined): string[] | null {
  if (!/^\p{Ll}+$/u.test(printed)) return null;
  const [head, tail] = [printed.slice(0, 1), printed.slice(1)];
  return unknowns?.has(head) && (GLUE_WORDS.has(tail) || (tail.length >= 4 && isWord(tail))) ? [head, tail] : null;
}

/** The words before "n't" ("doesn't", "wasn't"), which the tokens read alone. */
const NOT_CONTRACTIONS: ReadonlySet<string> = new Set(['doesn', 'didn', 'isn', 'wasn', 'hasn', 'hadn', 'couldn', 'wouldn', 'shouldn', 'weren', 'aren', 'haven', 'mustn', 'needn', 'mightn', 'don']);

/**
 * 'offn still': a common word with a student's 'n' (for 'and') run onto it. Only in small letters
 * ('Mohan' is a name), and only after a common word of three letters or more (no common name is
 * one with an 'n' added).
 */
function wordThenChatAnd(printed: string): string[] | null {
  const found = /^(\p{Ll}{3,})n$/u.exec(printed);
  // Not the first half of a contraction: 'doesn' of "doesn't".
  if (!found || NOT_CONTRACTIONS.has(printed)) return null;
  return isCommonWord(found[1]!) && !NAMES.has(printed) ? [found[1]!, 'n'] : null;
}

/**
 * Two words joined where the capitals show the seam: 'andRahul', 'priceRs', 'forINR', 'onlyII'
 * (a word, then a capitalised one); 'IIfollows', 'EitherI' (a statement's number); 'Bgets', 'Ais'
 * (a person named by a letter, when the text names people so, then a word that follows a name).
 */
function capitalsJoined(printed: string, context: WordContext): string | null {
  // 'Bon the second', 'Son the extreme left', 'Sand F': a person named by a capital and a little word.
  if (context.letterNames && letterNameSeam(printed, context.next ?? '', context.letterNames)) return `${printed[0]!.toLowerCase()} ${printed.slice(1)}`;
  const lowerThenCapital = /^(\p{Ll}{2,})(\p{Lu}\p{L}*)$/u.exec(printed);
  if (lowerThenCapital && (isWord(lowerThenCapital[1]!) || GLUE_WORDS.has(lowerThenCapital[1]!))) {
    return `${repairedWord(lowerThenCapital[1]!)} ${repairedWord(lowerThenCapital[2]!, false, context)}`;
  }
  // A sentence's capitalised first word, then a name: 'IfAsha', 'NowSanjay', 'FindRohan'.
  const wordThenName = /^(\p{Lu}\p{Ll}+)(\p{Lu}\p{Ll}{2,})$/u.exec(printed);
  if (wordThenName && (SENTENCE_OPENERS.has(wordThenName[1]!.toLowerCase()) || GLUE_WORDS.has(wordThenName[1]!.toLowerCase()))) {
    return `${wordThenName[1]!.toLowerCase()} ${repairedWord(wordThenName[2]!)}`;
  }
  // A sentence's opening word, then a word in capitals ('IfTOWER = S4V2Q', 'FindNATION').
  const openerThenCapitals = /^(\p{Lu}\p{Ll}+)(\p{Lu}{2,})$/u.exec(printed);
  if (openerThenCapitals && (SENTENCE_OPENERS.has(openerThenCapitals[1]!.toLowerCase()) || GLUE_WORDS.has(openerThenCapitals[1]!.toLowerCase()))) return `${openerThenCapitals[1]!.toLowerCase()} ${openerThenCapitals[2]!.toLowerCase()}`;
  // A word in capitals then a short one ('BORDERis'); 'I' then a word of a conclusion ('Inor', 'Iand').
  const capitalsThenWord = /^(\p{Lu}{2,})(\p{Ll}{2,})$/u.exec(printed);
  // (Or any common word: 'CPbut', 'SPshould'.)
  const commonAfterCapitals = capitalsThenWord !== null && capitalsThenWord[2]!.length >= 3 && isCommonWord(capitalsThenWord[2]!);
  if (capitalsThenWord && (AFTER_LETTER_NAME.has(capitalsThenWord[2]!) || SHORT_WORDS.has(capitalsThenWord[2]!) || commonAfterCapitals)) return `${capitalsThenWord[1]!.toLowerCase()} ${capitalsThenWord[2]!}`;
  // (Or little and common words run together: 'PUBLICbecoded', 'RIVERbewritten'.)
  const wordsAfterCapitals = capitalsThenWord ? segmented(capitalsThenWord[2]!) : null;
  if (wordsAfterCapitals && GLUE_WORDS.has(wordsAfterCapitals[0]!) && wordsAfterCapitals.every((piece) => GLUE_WORDS.has(piece) || isCommonWord(piece))) return `${capitalsThenWord![1]!.toLowerCase()} ${wordsAfterCapitals.join(' ')}`;
  const statementThenWord = /^(I)(nor|or|and|follows?|is|are)$/u.exec(printed);
  if (statementThenWord) return `i ${statementThenWord[2]!}`;
  const numberThenWord = /^(I{2,3})(\p{Ll}{2,})$/u.exec(printed);
  if (numberThenWord && isWord(numberThenWord[2]!)) return `${numberThenWord[1]!.toLowerCase()} ${numberThenWord[2]!}`;
  // Two people named by letters run together with 'and', 'or' or 'is' between them: 'PandQ', 'AorC', 'DisQ' ('D is Q's daughter').
  const twoLetters = /^(\p{Lu})(and|or|is)(\p{Lu})$/u.exec(printed);
  if (twoLetters) return `${twoLetters[1]!.toLowerCase()} ${twoLetters[2]} ${twoLetters[3]!.toLowerCase()}`;
  // A word, then a statement's number or a person named by a letter: 'EitherI', 'IfA', 'thenA'.
  const wordThenNumber = /^(\p{Lu}?\p{Ll}+)(I{1,3}|\p{Lu})$/u.exec(printed);
  if (wordThenNumber && isWord(wordThenNumber[1]!.toLowerCase())) return `${wordThenNumber[1]!.toLowerCase()} ${wordThenNumber[2]!.toLowerCase()}`;
  // A person named by a letter, then a word that follows a name, or any listed word when the whole is none ('Bfill', 'Cstarted').
  const letterThenWord = /^(\p{Lu})(\p{Ll}{2,})$/u.exec(printed);
  // After the letter, a word that follows a name, or words run together that start with one ('Bsellsit').
  const runAfterName = (word: string) => {
    const pieces = segmented(word);
    return pieces !== null && pieces[0]!.length >= 4 && isWord(pieces[0]!) && pieces.every((piece) => isWord(piece) || GLUE_WORDS.has(piece));
  };
  // (A common word of three letters too, where the whole is no word: 'Cadd up to 869'.)
  const afterName = (word: string) => AFTER_LETTER_NAME.has(word) || (!isWord(printed.toLowerCase()) && ((word.length >= 4 && isWord(word)) || (word.length === 3 && isCommonWord(word)) || runAfterName(word)));
  // ('student Agets 35%': a verb that only follows a name, of four letters or more, shows the letter a name where no other does.)
  const plainlyAfterName = letterThenWord !== null && letterThenWord[2]!.length >= 4 && AFTER_LETTER_NAME.has(letterThenWord[2]!) && !isWord(printed.toLowerCase());
  // ('Ofan' beside people P and Q is 'of an': little words, where the letter names no one itself.)
  const littleWords = segmented(printed.toLowerCase())?.every((piece) => GLUE_WORDS.has(piece) && piece.length >= 2) === true && !context.letterNames?.has(printed[0]!);
  if (letterThenWord && !littleWords && (isLetterName(letterThenWord[1]!, context.letterNames) || plainlyAfterName) && afterName(letterThenWord[2]!) && !NAMES.has(printed.toLowerCase())) {
    const rest = isWord(letterThenWord[2]!) || AFTER_LETTER_NAME.has(letterThenWord[2]!) ? letterThenWord[2]! : segmented(letterThenWord[2]!)!.join(' ');
    return `${letterThenWord[1]!.toLowerCase()} ${rest}`;
  }
  // A word, then a person named by a letter and the word after it: 'monthsB', 'andBis'.
  // (A capitalised word too, 'PointKis'; and words run together before the letter, 'ofpointW'.)
  const wordLetterWord = /^(\p{Lu}?\p{Ll}{2,})(\p{Lu})(\p{Ll}{2,})?$/u.exec(printed);
  const head = wordLetterWord?.[1]!.toLowerCase() ?? '';
  const headRead = isWord(head) || GLUE_WORDS.has(head) ? head : (segmented(head)?.every((piece) => isWord(piece) || GLUE_WORDS.has(piece)) ? segmented(head)!.join(' ') : null);
  if (wordLetterWord && headRead && isLetterName(wordLetterWord[2]!, context.letterNames) && (!wordLetterWord[3] || AFTER_LETTER_NAME.has(wordLetterWord[3]))) {
    return [headRead, wordLetterWord[2]!.toLowerCase(), wordLetterWord[3]].filter(Boolean).join(' ');
  }
  return null;
}

/** Words after 'on', 'at' or 'in' that place a person in a seating or ordering puzzle ('on the immediate left', 'at the extreme end'). */
const PLACE_AFTER = /^[ \t]+the[ \t]+(?:immediate|extreme|left|right|middle|centre|center|end|first|second|third|fourth|fifth|sixth|seventh|eighth|last|front|back|top|bottom)\b/iu;

/**
 * A person named by a capital run into a little word where the whole reads as a word or a name,
 * which the other repairs keep: 'Bon the second', 'Ron the immediate left of P', 'Son the extreme
 * left end', 'Tin the middle' ('on', 'at' or 'in' before a place), and 'Sand F sit together' ('and'
 * or 'or' before another person so named). Only where the text names three people or more by
 * capitals standing alone and this capital is one of them; 'His son', 'Ron sits' stay.
 */
export function letterNameSeam(printed: string, next: string, letters: ReadonlySet<string>): boolean {
  const found = /^(\p{Lu})(on|at|in|and|or)$/u.exec(printed);
  if (!found || letters.size < 3 || !letters.has(found[1]!)) return false;
  if (found[2] === 'and' || found[2] === 'or') {
    const other = /^[ \t]+(\p{Lu})(?![\p{L}\d])/u.exec(next)?.[1];
    return other !== undefined && letters.has(other);
  }
  return PLACE_AFTER.test(next);
}

/** 'C' in 'A, B and Cin': a capital the text names someone by, or the next or last of them in the alphabet. */
function isLetterName(letter: string, names: ReadonlySet<string> | undefined): boolean {
  const code = letter.charCodeAt(0);
  return [...(names ?? [])].some((name) => Math.abs(name.charCodeAt(0) - code) <= 1);
}
