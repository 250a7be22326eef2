import type { DoubtTemplate } from '../doubt-template';
import { TEMPLATES as FRESH_FLOWS } from './fresh-flows';
import { TEMPLATES as FRESH_GROUPS } from './fresh-groups';
import { TEMPLATES as FRESH_LOGIC } from './fresh-logic';
import { TEMPLATES as FRESH13_FLOWS } from './fresh13-flows';
import { TEMPLATES as FRESH13_LOGIC } from './fresh13-logic';
import { TEMPLATES as FRESH13_MONEY } from './fresh13-money';
import { TEMPLATES as FRESH13_SHAPES } from './fresh13-shapes';
import { TEMPLATES as FRESH14 } from './fresh14';
import { TEMPLATES as FRESH15_D1 } from './fresh15-d1';
import { TEMPLATES as FRESH15_D2 } from './fresh15-d2';
import { TEMPLATES as FRESH16 } from './fresh16';
import { TEMPLATES as FRESH17 } from './fresh17';
import { TEMPLATES as FRESH_MONEY } from './fresh-money';
import { TEMPLATES as FRESH_MOTION } from './fresh-motion';
import { TEMPLATES as FRESH_QUANT } from './fresh-quant';
import { TEMPLATES as FRESH_RATES } from './fresh-rates';
import { TEMPLATES as FRESH_RELATIONS } from './fresh-relations';
import { TEMPLATES as FRESH_SHARES } from './fresh-shares';
import { TEMPLATES as FRESH_SUMS } from './fresh-sums';
import { TEMPLATES as LOGICAL } from './logical';
import { TEMPLATES as MORE_LOGICAL } from './more-logical';
import { TEMPLATES as MORE_QUANT } from './more-quant';
import { TEMPLATES as QUANT } from './quant';
import { TEMPLATES as WIDER_LOGICAL } from './wider-logical';
import { TEMPLATES as WIDER_QUANT } from './wider-quant';

/** Every tuning template, in one list: the set the solvers' tests and the tuning report read. */
export const TUNING_TEMPLATES: readonly DoubtTemplate[] = [...QUANT, ...MORE_QUANT, ...WIDER_QUANT, ...FRESH_QUANT, ...FRESH_SHARES, ...FRESH_RATES, ...FRESH_GROUPS, ...FRESH_FLOWS, ...FRESH_SUMS, ...FRESH_MONEY, ...FRESH_MOTION, ...LOGICAL, ...MORE_LOGICAL, ...WIDER_LOGICAL, ...FRESH_LOGIC, ...FRESH_RELATIONS, ...FRESH13_LOGIC, ...FRESH13_SHAPES, ...FRESH13_FLOWS, ...FRESH13_MONEY, ...FRESH14, ...FRESH15_D1, ...FRESH15_D2, ...FRESH16, ...FRESH17];
