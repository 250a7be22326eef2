import { type Figure, askSentence, askedHead, clauseOf, earliestOf, figuresOf, latestOf, leadOf, sentenceStart, trailOf, withBareMoney } from './figure-reader';

/**
 * Reads a cost-price, selling-price, marked-price question into its facts: each rupee figure
 * by what it is (a cost, a selling or marked price, a profit, loss or discount in rupees, or the
 * 'more' of a second sale), each percentage by what it is (profit, loss, discount, markup above
 * cost), and what is asked. A figure whose role the words do not say leaves the question unread
 * (null): a guessed role would give a wrong answer.
 */

export type MoneyRole = 'cost' | 'selling' | 'marked' | 'profit' | 'loss' | 'discount' | 'more' | 'less';
/** 'ratio': one price as a percentage of another ('the cost price is 80% of the selling price'). */
export type PercentRole = 'profit' | 'loss' | 'discount' | 'markup' | 'ratio';
export type PriceName = 'cost' | 'selling' | 'marked';
export type PriceAsk =
  | 'cost'
  | 'selling'
  | 'marked'
  | 'profit-percent'
  | 'loss-percent'
  | 'profit-or-loss-percent'
  | 'profit'
  | 'loss'
  | 'discount-percent'
  | 'discount'
  | 'markup-percent';

export interface PriceMoney {
  readonly figure: Figure;
  readonly role: MoneyRole;
  /** 'sold two fans for ₹3,400 each'. */
  readonly each: boolean;
}

export interface PricePercent {
  readonly figure: Figure;
  readonly role: PercentRole;
  /** For a ratio: the price it states and the price it is a percentage of. */
  readonly between?: readonly [PriceName, PriceName];
}

export interface PriceFacts {
  readonly money: readonly PriceMoney[];
  readonly percents: readonly PricePercent[];
  readonly ask: PriceAsk | null;
  readonly figures: readonly Figure[];
}

/** 'of a watch', 'of the almirah', 'of 1 kg of sugar': the article a price belongs to. */
/**
 * Words no article's name holds: 'the marked price of a shirt saves a customer ₹120' names the
 * shirt, and what follows is a new clause (the ₹120 is no marked price).
 */
const NOT_ARTICLE = String.raw`(?:saves?|saved|saving|is|was|are|were|be|been|gets?|got|pays?|paid|gives?|gave|given|costs?|costing|becomes?|became|sold|sells?|selling|bought|buys?|buying|allows?|allowed|offers?|offered|reduced|increased|and|but|which|that|when|if|so|then|after|before|by|for|at|to|customer|buyer|shopkeeper|dealer|trader|seller)`;
const OF_ARTICLE = String.raw`(?:\s+of\s+(?:the|an?|his|her|its|their|this|that|each|one|every)?\s*(?:(?!${NOT_ARTICLE}\b)[a-z']+\s*){0,4}?)?`;

const MARKED = String.raw`\b(?:marked|listed|labell?ed|priced|tagged|printed)\s*(?:at|as|for)?\s*$|\b(?:marks?|marked|marking|lists?|listed|prices?|priced)\b(?:\s+(?:it|them|the\s+\w+|his\s+\w+|her\s+\w+|an?\s+\w+))?\s+(?:at|as)\s*$|\b(?:marked price|list price|listed price|labell?ed price|printed price|tag price|price[- ]?tag|catalogue price|m\.?r\.?p\.?|m\.\s?p\.?|mp)${OF_ARTICLE}\s*(?:of|at)?\s*$|\b(?:price\s+)?(?:tag|label|sticker)\s+(?:says|said|shows|showed|reads|read)\s*$`;
const SELLING = String.raw`\b(?:sold|sells?|selling|sale|resold|resells?)\b(?:\s+[a-z']+){0,3}?\s*(?:for|at|@)\s*(?:only\s+|just\s+|merely\s+)?$|\b(?:selling price|sale price|s\.?\s?p\.?|sp)${OF_ARTICLE}\s*(?:of|at)?\s*$|\b(?:fetch(?:es|ed)?|realis(?:es|ed)|realiz(?:es|ed)|gets?|got|receives?|received)\s*$|\b(?:customer|buyer|purchaser)\s+(?:pays?|paid|has to pay|had to pay|gets it for|got it for)\s*$|\b(?:shopkeeper|seller|dealer|trader|shop)\s+(?:took|takes|charged|charges)\s+(?:only\s+|just\s+)?$|\b(?:sold|sells?|selling)\b[^.]*?\bsame\s+(?:selling\s+)?price\s*(?:,|of|:|=|i\.e\.)?\s*$`;
const COST = String.raw`\b(?:bought|buys?|buying|purchased?|purchases|purchasing|acquired)\b(?:\s+[a-z']+){0,3}?\s*(?:for|at|@|worth)\s*(?:only\s+|just\s+)?$|\b(?:cost ?ing|costs?|costs?\s+(?:him|her|me|them|us|the\s+\w+))\s*$|\b(?:cost price|purchase price|c\.?\s?p\.?|cp)${OF_ARTICLE}\s*(?:of|at)?\s*$|\bat a cost of\s*$|\b(?:its|his|her|their|the)\s+(?:total\s+|own\s+)?cost\s+(?:of|is|was|=|:)\s*$|\bfor which (?:he|she|they|i|we) paid\s*$`;
const PROFIT = String.raw`\b(?:profit|gain)\s*(?:of|=|:)?\s*$|\b(?:gains?|gained|gain ?ing|earns?|earned|earning|makes?|made|making)\s+(?:a\s+)?(?:(?:net\s+)?(?:profit|gain)\s+)?(?:of\s+)?$`;
const LOSS = String.raw`\bloss\s*(?:of|=|:)?\s*$|\b(?:loses|lost|losing|incurs?|incurred|incurring|suffers?|suffered|suffering|bears?|bore)\s+(?:a\s+)?(?:(?:net\s+)?loss\s+)?(?:of\s+)?$`;
const DISCOUNT = String.raw`\b(?:discounts?|rebates?|reductions?)\s*(?:of|=|:)?\s*$`;

/**
 * A price word that only says when or how ('the selling price after discount is', 'the price
 * with the profit is'): no subject of the figure after it.
 */
const MODIFIER = /\b(?:after|before|with|without|less|minus|net of|including|excluding|inclusive of|exclusive of)\s+(?:(?:allowing|giving|offering|the|a|an|all)\s+)*(?:discounts?|profit|gain|loss|rebates?)\b(?:\s+of\s+\d+(?:\.\d+)?\s*%)?(?:\s+(?:on|off)\s+(?:the\s+|its\s+|his\s+)?(?:marked|list(?:ed)?|printed|tag|catalogue|labell?ed)\s+price)?/g;

/** 'The difference between the marked price and the selling price is ₹120': the discount; any other difference is unread. */
function differenceOf(clause: string): MoneyRole | null | undefined {
  if (!/\b(?:difference|gap)\b/.test(clause)) return undefined;
  const pair = new RegExp(String.raw`\b(?:difference|gap)\s+(?:between|of)\s+(?:the\s+|its\s+)?${PRICE_NOUN}${OF_ARTICLE}\s+and\s+(?:the\s+|its\s+)?${PRICE_NOUN}${OF_ARTICLE}\s*(?:is|was|=|:|comes to|amounts to)\s*$`).exec(clause);
  if (!pair) return null;
  const names = [priceNamed(pair[1]!), priceNamed(pair[2]!)].sort().join('/');
  return names === 'marked/selling' ? 'discount' : null;
}

/** What a bare 'is ₹500' is: the price word nearest before it ('the marked price of an article whose cost price is' is the cost). */
function subjectOf(clause: string, sentence: string): MoneyRole | null {
  const difference = differenceOf(sentence);
  if (difference !== undefined) return difference;
  // 'A 15% discount on the marked price equals ₹90': the price named after 'on' only says what the discount is of.
  const subject = clause.replace(MODIFIER, ' ').replace(/\b(discount|rebate|profit|gain|loss)\s+(?:on|of|off)\s+(?:the\s+|its\s+|his\s+)?(?:marked|list(?:ed)?|printed|cost|selling|sale)\s?price\b/g, '$1');
  return latestOf(subject, {
    // 'The phone's cost was', 'its cost is': the cost named as a noun.
    cost: /\bcost\s?price\b|\bc\.?\s?p\b|\bcost of\b|\bpurchase price\b|\b(?:its|the|his|her|their|[a-z]+'s)\s+cost\b/,
    selling: /\bselling\s?price\b|\bs\.?\s?p\b|\bsale price\b/,
    marked: /\bmarked\s?price\b|\blist(?:ed)?\s?price\b|\bm\.?r\.?p\b|\bm\.?p\b|\bprinted price\b|\blabell?ed price\b/,
    profit: /\b(?:profit|gain)\b/,
    loss: /\bloss\b/,
    discount: /\bdiscount\b/,
  });
}

function moneyRole(lead: string, trail: string, clause: string, sentence: string): MoneyRole | null {
  if (/^\s*(?:more|extra|higher)\b(?!\s+than)/.test(trail)) return 'more';
  if (/^\s*(?:less|lower)\b(?!\s+than)/.test(trail)) return 'less';
  if (/^\s*(?:more|higher|above)\s+than\s+(?:the\s+|its\s+|his\s+)?(?:cost|c\.?p\b)/.test(trail)) return 'profit';
  if (/^\s*(?:less|lower|below)\s+than\s+(?:the\s+|its\s+|his\s+)?(?:cost|c\.?p\b)/.test(trail)) return 'loss';
  // '₹400 less than the marked price' is the discount; '₹400 more than the selling price' is a gap the chain has no name for.
  if (/^\s*(?:less|lower|below)\s+(?:than\s+)?(?:the\s+|its\s+|his\s+)?(?:marked|list(?:ed)?|printed|labell?ed|tag|catalogue|m\.?r?\.?p\b)/.test(trail)) return 'discount';
  if (/^\s*(?:more|higher|less|lower)\s+than\b|^\s*(?:above|below|over|under)\b/.test(trail)) return null;
  if (/^\s*(?:as\s+|by way of\s+)?(?:a\s+|the\s+)?(?:profit|gain)\b(?! ?ing)/.test(trail)) return 'profit';
  if (/^\s*(?:as\s+|by way of\s+)?(?:a\s+|the\s+)?loss\b/.test(trail)) return 'loss';
  if (/^\s*(?:as\s+)?(?:a\s+|the\s+)?(?:discount|rebate)\b/.test(trail)) return 'discount';
  // 'Got ₹6,340 off on a jacket', 'a customer saves ₹3,525 on a mixer': the money taken off the marked price.
  if (/^\s*off\b/.test(trail) || /\b(?:saves?|saved|saving)\s+(?:(?:a|the)\s+(?:customer|buyer)\s+|him\s+|her\s+|them\s+|me\s+|us\s+|you\s+)?(?:of\s+)?$/.test(lead)) return /\b(?:bought|buys?|purchased?|wholesaler|manufacturer|income|salary|profit|gain|loss)\b/.test(clause + sentence) ? null : 'discount';
  // '... saves ₹3,525 and pays ₹10,575', 'got ₹6,340 off, paid ₹9,510': what the buyer pays after the discount.
  if (/\b(?:pays?|paid)\s*(?:only\s+|just\s+)?$/.test(lead) && /\b(?:saves?|saved|off|discount)\b/.test(sentence) && !/\b(?:bought|buys?|purchased?|wholesaler|manufacturer|cost|profit|gain|loss|shopkeeper|dealer|trader|retailer|seller)\b/.test(sentence)) return 'selling';
  // 'a discount of 12% on a jacket, which amounted to ₹420': the money of the noun the 'which' stands for.
  // 'The discount on a pair of shoes at 10% comes to ₹110': the same with the noun as the subject.
  const which = /\b(discount|rebate|profit|gain|loss)\b[^.₹%]*?(?:\d+(?:\.\d+)?\s*%[^.₹%]*?)?,?\s*(?:(?:which|that)\s+)?(?:amount(?:s|ed)\s+to|(?:is|was)\s+(?:worth|equal\s+to)|c(?:ame|omes)\s+to)\s*$/.exec(sentence);
  if (which) return which[1] === 'rebate' ? 'discount' : which[1] === 'gain' ? 'profit' : (which[1] as MoneyRole);
  if (/(?:\bis|\bwas|\bare|\bwere|\bbe|=|:|\bequals|\bcomes to|\bamounts to|\bbecomes|\bbecame|\bturns out to be|\bworks out to)\s*$/.test(lead)) return subjectOf(clause, sentence);
  const ending = nearestAtEnd(lead, { marked: MARKED, selling: SELLING, cost: COST, profit: PROFIT, loss: LOSS, discount: DISCOUNT });
  if (ending) return ending;
  // 'sold his bike at a loss of 15% for ₹25,500': only 'for' since the percentage; the verb is earlier in the sentence.
  if (/^\s*(?:,\s*)?(?:for|at)\s*$/.test(lead)) {
    const sold = /\b(?:sold|sells?|selling)\b/.test(clause);
    const bought = /\b(?:bought|buys?|buying|purchased?|purchases|purchasing)\b/.test(clause);
    if (sold !== bought) return sold ? 'selling' : 'cost';
  }
  return null;
}

/** The key whose pattern ends the lead (each is anchored with $) and starts nearest the figure. */
function nearestAtEnd<Key extends string>(lead: string, patterns: Readonly<Record<Key, string>>): Key | null {
  let best: { key: Key; at: number } | null = null;
  for (const key of Object.keys(patterns) as Key[]) {
    const match = new RegExp(patterns[key]).exec(lead);
    if (match && (!best || match.index > best.at)) best = { key, at: match.index };
  }
  return best?.key ?? null;
}

/** What a bare 'is 10%' is: the nearest percentage word of its clause ('the profit is', 'the gain would be'). */
function percentSubject(clause: string): PercentRole | null {
  const words = [...clause.matchAll(/\b(?:profit|gain|loss|discount|rebate|markup|mark-up)\b/g)];
  const last = words[words.length - 1]?.[0];
  if (!last) return null;
  return last === 'loss' ? 'loss' : last === 'discount' || last === 'rebate' ? 'discount' : last.startsWith('mark') ? 'markup' : 'profit';
}

/** 'A gain of 20% of the selling price', 'a profit of 10% on the marked price': a profit or loss not on the cost. */
const NOT_ON_COST = /^\s*(?:(?:profit|gain|loss)\s+)?(?:of|on)\s+(?:the\s+|its\s+)?(?:selling\s?price|sale\s?price|s\.?\s?p\b|marked\s?price|list\s?price|m\.?\s?p\b)/;

/** 'A discount of 20% on the selling price', '10% off the cost price': a discount on some price other than the marked one. */
const NOT_ON_MARKED = /^\s*(?:(?:discount|rebate|off)\s+)?(?:on|of|off)\s+(?:the\s+|its\s+|his\s+)?(?:selling\s?price|sale\s?price|s\.?\s?p\b|cost|c\.?\s?p\b|purchase price)/;

/** The price a phrase names: 'the selling price', 'c.p.', 'its list price'. */
function priceNamed(words: string): PriceName | null {
  if (/^(?:cost\s?price|c\.?\s?p\b|cost\b|purchase price)/.test(words)) return 'cost';
  if (/^(?:selling\s?price|sale\s?price|s\.?\s?p\b)/.test(words)) return 'selling';
  if (/^(?:marked\s?price|list(?:ed)?\s?price|printed price|labell?ed price|m\.?r\.?p\b|m\.?\s?p\b)/.test(words)) return 'marked';
  return null;
}

/** 'The cost price is 80% of the selling price': the two prices, or null when the figure is not one price as a share of another. */
function ratioOf(lead: string, trail: string, clause: string): [PriceName, PriceName] | null {
  const base = /^\s*of\s+(?:the\s+|its\s+|his\s+)?(.*)$/.exec(trail);
  if (!base || !/(?:\bis|\bwas|\bbe|\bequals|=)\s*$/.test(lead)) return null;
  const of = priceNamed(base[1]!);
  const subject = [...clause.matchAll(/\b(?:cost\s?price|c\.?\s?p\b|purchase price|selling\s?price|sale\s?price|s\.?\s?p\b|marked\s?price|list(?:ed)?\s?price|printed price|m\.?r\.?p\b|m\.?\s?p\b)/g)].pop();
  const stated = subject ? priceNamed(subject[0]) : null;
  return of && stated && of !== stated ? [stated, of] : null;
}

function percentRole(lead: string, trail: string, previous: PercentRole | null, clause: string, before = lead): PercentRole | null {
  const role = percentRoleOf(lead, trail, previous, clause, before);
  // 'A discount of 20% on the selling price', 'a rebate of 10% of the cost': a discount not on the marked price.
  if (role === 'discount' && NOT_ON_MARKED.test(trail)) return null;
  return (role === 'profit' || role === 'loss') && NOT_ON_COST.test(trail) ? null : role;
}

/**
 * What '20% above the cost' is, from the last price word of its sentence before it: the marked
 * price ('marks it at ₹1,200, which is 20% above', 'its list price is 20% above') or the selling
 * price ('sold it at 20% above'). With neither word the price above the cost is unread.
 */
function aboveCostRole(before: string): PercentRole | null {
  return latestOf(before, {
    markup: /\b(?:marks?|marked|marking|lists?|listed|listing|tags?|tagged|labell?ed|printed|fix(?:es|ed)?\s+(?:the\s+|its\s+|his\s+)?price|prices|priced)\b|\bm\.?r\.?p\b|\bm\.\s?p\b|\bmp\b/,
    profit: /\b(?:sold|sells?|selling|sale|resold|resells?|fetch(?:es|ed)?|realis(?:es|ed)|realiz(?:es|ed))\b|\bs\.\s?p\b|\bsp\b/,
  });
}

function percentRoleOf(lead: string, trail: string, previous: PercentRole | null, clause: string, before = lead): PercentRole | null {
  // 'the profit would be 4% more': a change of the percentage itself, not a profit of 4%.
  if (/^\s*(?:more|less|higher|lower|extra|greater|smaller)\b(?!\s+than)/.test(trail)) return null;
  if (/^\s*(?:p\.?a\.?\s*)?(?:profit|gain)\b/.test(trail)) return 'profit';
  if (/^\s*loss\b/.test(trail)) return 'loss';
  if (/^\s*(?:discount|rebate|off)\b/.test(trail)) return 'discount';
  if (/^\s*(?:below|less than|off|under)\s+(?:the\s+|its\s+)?(?:marked|list|listed|printed|labell?ed|tag|catalogue)\b/.test(trail)) return 'discount';
  if (/^\s*(?:below|less than|under)\s+(?:the\s+|its\s+|his\s+)?(?:cost|c\.?p\b)/.test(trail)) return 'loss';
  // '20% above the cost price': after 'marked' a markup, after 'sold' a profit.
  if (/^\s*(?:above|more than|over|higher than)\s+(?:the\s+|its\s+|his\s+)?(?:cost|c\.?p\b)/.test(trail)) return aboveCostRole(before);
  // '10% above the list price' is no markup on the cost.
  if (/^\s*above\b/.test(trail)) return /^\s*above\s+(?:the\s+|its\s+)?(?:marked|list|listed|printed|selling|sale|labell?ed)\b/.test(trail) ? null : 'markup';
  if (/(?:\bis|\bwas|\bbe|\bbeen|\bwill be|\bwould be|=|:)\s*$/.test(lead)) return percentSubject(clause);
  // 'successive discounts of 20%, 10% and 5%': the same role down the list.
  if (previous && /^\s*(?:,\s*(?:and\s+)?|and\s+|or\s+|then\s+|followed by\s+|and then\s+)(?:(?:a|another)\s+(?:further\s+|second\s+|third\s+)?(?:one\s+of\s+)?)?$/.test(lead)) return previous;
  const role = nearestAtEnd(lead, {
    profit: PROFIT,
    loss: LOSS,
    discount: String.raw`${DISCOUNT}|\b(?:allows?|allowed|allowing|gives?|gave|giving|offers?|offered|offering)\s+(?:a\s+)?$`,
    markup: String.raw`\bmark(?:s|ed)?\s+(?:up\s+)?(?:[a-z']+\s+){0,3}?(?:by\s+)?$|\bmark-?up\s*(?:of)?\s*$|\bmarked up\s*(?:by)?\s*$`,
  });
  // 'marks the price so as to include a profit of 25%': the profit he marks for is the markup.
  if (role === 'profit' && /\bmark(?:s|ed)?\b[^.]*\b(?:so as to|so that|in order to|to include|to get|to earn|to gain|to make|to have)\b[^.]*$/.test(lead)) return 'markup';
  return role;
}

/** The ask, from the head of the asked clause: 'find the cost price of an article marked ₹900 if ...' asks the cost. */
export function priceAsk(text: string): PriceAsk | null {
  // 'If no discount is allowed, his gain percent would be': the condition before the comma is no ask.
  const head = askedHead(text).replace(/^(?:if|when|had|suppose|supposing)\b[^,?]*,\s*(?=(?:then\s+)?(?:the|his|her|its|their|what|how|find)\b)/, '');
  // 'At what price should it be marked / sold / had he bought it': the first verb after 'what price' says which.
  const whatPrice = /^(?:at |for )?what price\b/.exec(head.replace(/^(?:find|calculate|determine)\s+/, ''));
  if (whatPrice) {
    const verb = /\b(?:(mark|marked|marks|list|listed)|(sell|sold|sells|fetch|fetches)|(buy|bought|buys|purchase|purchased))\b/.exec(head);
    if (!verb) return 'selling';
    return verb[1] ? 'marked' : verb[2] ? 'selling' : 'cost';
  }
  // 'For how much should he sell it to gain 5%?': the price he would sell at.
  if (/^(?:for\s+)?how much\s+(?:should|must|would|will|can|could)\s+(?:he|she|they|it|i|we|the\s+[a-z]+)\s+(?:sell|be sold)\b/.test(head)) return 'selling';
  const ask = askOfHead(head) ?? percentAfterSubject(text, head);
  // 'What is the discount ... as a percent of the selling price': a percentage asked of a figure the chain reads in rupees.
  if (ask && !ask.endsWith('percent') && AS_PERCENT.test(head)) return null;
  // 'A shopkeeper marks ... How much does he pay for it?': 'he' is the seller, who pays the cost, not the selling price.
  if (ask === 'selling' && /\b(?:pay|pays|paid)\b/.test(head) && /\b(?:he|she|they|i|we)\s+(?:pay|pays|paid)\b/.test(head) && /\b(?:shopkeeper|trader|dealer|retailer|merchant|seller|vendor|shop ?owner|wholesaler|tradesman|businessman)\b/.test(text) && !/\b(?:customer|buyer|purchaser|man|woman|boy|girl|student)\b/.test(text)) return null;
  // 'By how much is the marked price above the selling price': a gap between two prices, not one of them.
  if ((ask === 'cost' || ask === 'selling' || ask === 'marked') && /^(?:by\s+)?how much\s+(?:is|was|are|were|does|did|will|would|should)\b[^#]*\b(?:above|below|more than|less than|higher than|lower than|exceeds?|exceeded)\b/.test(head)) return null;
  // 'Find the rate of the second discount': one of the discounts asked, which the chain does not single out.
  if (/\b(?:second|third|another|further|other|additional|extra)\s+discount\b/.test(head)) return null;
  // 'By how many rupees should the marked price exceed the cost price', 'how far above the cost should it be marked': a gap, not a price.
  if ((ask === 'cost' || ask === 'selling' || ask === 'marked') && /^(?:by\s+)?how\s+(?:much|many\s+rupees|far)\b[^#]*\b(?:above|below|more than|less than|higher than|lower than|exceed|exceeds|exceeded)\b/.test(head)) return null;
  // 'Find the marked price and the profit percent': two values asked.
  if (ask && /\band\s+(?:also\s+)?(?:the\s+|his\s+|her\s+|its\s+)?(?:profit|gain|loss|discount|cost|selling|sale|marked|list|markup|mark-up)\b[a-z %.]*[?]?\s*$/.test(head)) return null;
  // 'By how much above the cost should he mark': a percentage when every figure is one; with a rupee figure it could be rupees.
  if (ask === 'markup-percent' && /\bhow (?:much|far)\s+above\b/.test(head) && !/%|per ?cent|percentage/.test(head) && /₹/.test(text)) return null;
  // 'By what percent is the marked price above the selling price': a gap over the selling price, not the markup on the cost.
  if (ask === 'markup-percent' && /\babove\s+(?:the\s+|its\s+)?(?:selling|sale\s?price|s\.?\s?p\b|discounted|reduced)/.test(head)) return null;
  // 'What will a customer pay ... if the shop gives a discount': a payment asked, whatever the words after it.
  if ((ask === 'discount' || ask === 'profit' || ask === 'loss') && /\b(?:pay|pays|paid|payfor|spend|spends)\b/.test(head) && !/\b(?:discount|profit|gain|loss)\b[^#]*\b(?:pay|pays|paid)\b/.test(head)) return null;
  return ask;
}

/** 'As a percent of', 'in percentage', 'what per cent': a percentage asked, whatever noun comes first. */
const AS_PERCENT = /\b(?:as|in)\s+(?:a\s+)?(?:%|per ?cent(?:age)?)|\bwhat\s+(?:%|per ?cent(?:age)?)|\bhow (?:many|much)\s+(?:%|per ?cent)|\bpercentage\b/;

/** 'The discount given is what percent?': the ask is the percentage of the subject before it. */
function percentAfterSubject(text: string, head: string): PriceAsk | null {
  if (!/^(?:what|how much|how many)\s+(?:%|per ?cent|percentage)\s*\??\s*$/.test(head)) return null;
  const sentence = askSentence(text);
  const subject = /^(.*?)\b(?:is|was|are|were)\s+(?:what|how much|how many)\s+(?:%|per ?cent|percentage)\s*\??\s*$/.exec(sentence)?.[1] ?? '';
  const nouns = [...subject.matchAll(/\b(discount|rebate|profit|gain|loss)\b/g)].map((match) => match[1]);
  if (new Set(nouns.map((noun) => (noun === 'rebate' ? 'discount' : noun === 'gain' ? 'profit' : noun))).size !== 1) return null;
  // 'The discount on ₹800 is what percent of the selling price': a base named after the ask is not read.
  if (/\bof\b/.test(sentence.slice(sentence.search(/\b(?:what|how much|how many)\s+(?:%|per ?cent|percentage)/)))) return null;
  return nouns[0] === 'loss' ? 'loss-percent' : nouns[0] === 'discount' || nouns[0] === 'rebate' ? 'discount-percent' : 'profit-percent';
}

/** The ask named by the head of the asked clause, the earliest price word in it. */
function askOfHead(head: string): PriceAsk | null {
  return earliestOf(head, {
    // 'gain or losspercent' (a lost space) is still the percentage.
    // 'His gain or loss' with no percentage word is the amount: the bare 'gain' below.
    'profit-or-loss-percent': /\b(?:net|overall|total)\s+(?:result|effect|outcome)\b[^#]*?(?:%|per ?cent|percentage)|\b(?:profit|gain)\s+or\s+loss\s*(?:%|per ?cent|percentage)|\b(?:profit|gain)\s*\/\s*loss\s*(?:%|per ?cent|percentage)|\bloss\s*\/\s*(?:profit|gain)\s*(?:%|per ?cent|percentage)|\bloss\s+or\s+(?:profit|gain)\s*(?:%|per ?cent|percentage)|(?:%|per ?cent|percentage)\s*(?:of\s+)?(?:profit|gain|loss)\s+or\s+(?:profit|gain|loss)\b/,
    'markup-percent': /(?:%|per ?cent|percentage|how much|how far)\s+above\b|\bmark(?:ed)?[- ]?up\b|\bmarkup\b/,
    'discount-percent': /\bdiscount\s*(?:%|per ?cent|percentage|rate)|\brate of discount|(?:%|per ?cent|percentage)\s*(?:of\s+)?discount|\b(?:single|equivalent|effective|net)\s+discount|\bwhat discount (?:does|do|is|will|would|should|must|did)\b|\bdiscount (?:should|must|can|could|will|would) (?:he|she|they|the \w+) (?:allow|give|offer)/,
    'profit-percent': /(?:profit|gain)\s*(?:%|per ?cent|percentage)|(?:%|per ?cent|percentage)\s*(?:of\s+)?(?:profit|gain)\b|\bwhat (?:%|per ?cent|percentage) (?:does|did|will|would) (?:he|she|they|the \w+) (?:gain|earn)/,
    'loss-percent': /loss\s*(?:%|per ?cent|percentage)|(?:%|per ?cent|percentage)\s*(?:of\s+)?loss\b/,
    marked: /\bmarked\s?price\b|\blist(?:ed)?\s?price\b|\bprinted price\b|\blabell?ed price\b|\btag price\b|\bm\.?r\.?p\b|\bm\.?p\b|\b(?:be|is|was) marked\b|\bshould (?:[a-z]+ ){1,2}mark\b|\bmark(?:ed)? at what price/,
    cost: /\bcost\s?price\b|\bc\.?\s?p\b|\bpurchase price\b|\bwhat did (?:it|they|the (?:[a-z]+ ){0,2}[a-z]+) cost\b|\bcost (?:him|her|them|me|us)\b|\bcost (?:the|its) (?:seller|shopkeeper|dealer|trader|retailer|merchant|shop ?owner|wholesaler|vendor)\b|\bwhat did (?:a|the) (?:seller|shopkeeper|dealer|trader|retailer|merchant|shop ?owner|wholesaler|vendor) pay\b|\b(?:its|the|his|her|their|original) cost\b|\bhow much did (?:he|she|they|the \w+) (?:pay|buy)\b|\bwhat did (?:he|she|they) pay for\b|\bbought (?:it |them )?for\b|\bfor how much (?:had|did|has|have|does|do) (?:he|she|they|i|we|the \w+|[a-z]+) (?:bought|buy|purchased?|acquired?|got|get)\b|\bhow much had (?:he|she|they|i|we|[a-z]+) (?:paid|bought|spent)\b/,
    selling: /\bselling\s?price\b|\bs\.?\s?p\b|\bsale price\b|\bsell(?:ing)? (?:it |them |the \w+ )?(?:for|at)\b|\b(?:customer|buyer) (?:pay|pays|has to pay|have to pay)\b|\bhow much (?:will|does|should|would|did|must) (?:a |the )?(?:customer|buyer|he|she|they|i|we) (?:pay|get|receive)\b|\bhow much (?:did|does|will|would|should|must|can|could) (?:he|she|they|i|we|the \w+|[a-z]+) sell\b|\bhow much (?:should|would|must|could) (?:he|she|they|i|we|it|the \w+|[a-z]+) have (?:been )?sold\b/,
    // Not 'to gain #' or 'a discount of #': a stated figure is no ask.
    // Nor '# discount' ('if the shop gives 5% discount'): the stated figure again.
    'profit': /(?<!#\s?)\b(?:profit|gain)\b(?!\s*(?:of\s+)?#)/,
    loss: /(?<!#\s?)\bloss\b(?!\s*(?:of\s+)?#)/,
    discount: /(?<!#\s?)\bdiscount\b(?!\s*(?:of\s+)?#)/,
  });
}

const PRICE_NOUN = String.raw`(cost\s?price|c\.?\s?p\.?|selling\s?price|sale price|s\.?\s?p\.?|marked\s?price|list\s?price|m\.?\s?p\.?)`;

/**
 * 'The cost price and the selling price of an article are ₹400 and ₹460 respectively': the two
 * figures take the two prices in order.
 */
function respectively(text: string, figures: readonly Figure[]): Map<Figure, MoneyRole> {
  const roles = new Map<Figure, MoneyRole>();
  const match = new RegExp(String.raw`\b${PRICE_NOUN}\s+and\s+(?:the\s+|its\s+)?${PRICE_NOUN}\b[^.?₹]*?\b(?:are|were|is|was)\s*₹\s?\d+(?:\.\d+)?\s+and\s+₹\s?\d+(?:\.\d+)?\s+respectively`).exec(text);
  if (!match) return roles;
  const start = match.index + match[0].indexOf('₹');
  const pair = figures.filter((figure) => figure.unit === 'rupees' && figure.start >= start && figure.end <= match.index + match[0].length);
  const first = priceNamed(match[1]!);
  const second = priceNamed(match[2]!);
  if (pair.length !== 2 || !first || !second || first === second) return roles;
  roles.set(pair[0]!, first);
  roles.set(pair[1]!, second);
  return roles;
}

/** True when the nearest verb before a discount is one of buying: the discount was received, not allowed. */
function boughtAtDiscount(before: string): boolean {
  const verbs = [...before.matchAll(/\b(?:(bought|buys?|buying|purchased?|purchases|purchasing|got|gets|obtained)|(sold|sells?|selling|allows?|allowed|allowing|gives?|gave|giving|offers?|offered|offering|marks?|marked))\b/g)];
  const last = verbs[verbs.length - 1];
  return last !== undefined && last[1] !== undefined;
}

/** A rupee sign between the digits of one figure ('₹1₹8800' from 'Rs. 18,800/-'): the cleaning lost the number. */
export const MISREAD_RUPEES = /₹\s?\d[\d,.]*₹/;

/** The facts of a price question, or null when a figure's role cannot be read. */
/** Price words a bare number may follow: 'CP = 500', 'selling price is 640'. */
const BARE_MONEY = String.raw`(?:cost\s?price|selling\s?price|sale price|marked\s?price|list\s?price|c\.?\s?p\.?|s\.?\s?p\.?|m\.?\s?p\.?|m\.?r\.?p\.?)\s*(?:is|was|=|:)`;

export function readPrices(text: string): PriceFacts | null {
  // '₹1₹8800', '₹9,₹700': a rupee sign inside a number is a misread figure, whose value cannot be trusted.
  if (MISREAD_RUPEES.test(text)) return null;
  const figures = withBareMoney(text, figuresOf(text), BARE_MONEY);
  const money: PriceMoney[] = [];
  const percents: PricePercent[] = [];
  const paired = respectively(text, figures);
  for (const [index, figure] of figures.entries()) {
    const lead = leadOf(text, figures, index);
    const trail = trailOf(text, figures, index);
    if (figure.unit === 'rupees') {
      const role = paired.get(figure) ?? moneyRole(lead, trail, clauseOf(text, figure, true), text.slice(sentenceStart(text, figure.start), figure.start));
      if (!role) return null;
      money.push({ figure, role, each: /^\s*(?:each|apiece|per (?:article|piece|item|unit))\b/.test(trail) });
    } else if (figure.unit === 'percent') {
      const clause = clauseOf(text, figure, true);
      const between = ratioOf(lead, trail, clause);
      if (between) {
        percents.push({ figure, role: 'ratio', between });
        continue;
      }
      const role = percentRole(lead, trail, percents[percents.length - 1]?.role ?? null, clause, text.slice(sentenceStart(text, figure.start), figure.start));
      if (!role) return null;
      // 'bought it at a 20% discount ... and sold it at ...': a discount he got when buying, then a sale of his own.
      if (role === 'discount' && boughtAtDiscount(text.slice(sentenceStart(text, figure.start), figure.start)) && /\b(?:sold|sells?|selling|resold|resells?)\b/.test(text.slice(figure.end))) return null;
      // 'two successive discounts of 10% each': the one figure stands for each of them.
      const each = /^\s*each\b/.test(trail) ? /\b(two|three)\s+(?:successive|consecutive|equal|further)?\s*discounts\b/.exec(text) : null;
      if (/^\s*each\b/.test(trail) && (role !== 'discount' || !each)) return null;
      for (let copy = 0; copy < (each ? (each[1] === 'two' ? 2 : 3) : 1); copy += 1) percents.push({ figure, role });
    }
  }
  // 'A discount of 10% on the marked price and a discount of 5% on the marked price for cash': both on the marked price, or one after the other? Unread.
  const onMarked = percents.filter((percent) => percent.role === 'discount' && /^\s*(?:discount\s+)?(?:on|of|off)\s+(?:the\s+|its\s+)?(?:marked|list(?:ed)?|printed|tag|catalogue|labell?ed|m\.?\s?r?\.?\s?p\b)/.test(text.slice(percent.figure.end)));
  if (new Set(onMarked.map((percent) => percent.figure)).size > 1) return null;
  return { money, percents, ask: priceAsk(text), figures };
}
