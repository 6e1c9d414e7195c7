// A points formula as stored (points_formula: 'finish_order') and as core and the schema name it
// ('FINISH_ORDER').
import type { PointsFormula } from '../../core/points';
import type { SeasonRow } from './store';

type StoredFormula = SeasonRow['pointsFormula'];

export const storedFormula: Record<PointsFormula, StoredFormula> = {
  FINISH_ORDER: 'finish_order',
  FIELD_SIZE_WEIGHTED: 'field_size_weighted',
  PARTICIPATION_PLUS_FINISH: 'participation_plus_finish',
};

export const formulaOf: Record<StoredFormula, PointsFormula> = {
  finish_order: 'FINISH_ORDER',
  field_size_weighted: 'FIELD_SIZE_WEIGHTED',
  participation_plus_finish: 'PARTICIPATION_PLUS_FINISH',
};
