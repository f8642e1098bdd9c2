import type { CityId } from '@trayecto/contracts';
import type { CityGazetteer } from './gazetteer-types.ts';
import { altosMirandinos } from './altos-mirandinos.ts';
import { barcelonaPlcLecheria } from './barcelona-plc-lecheria.ts';
import { barquisimeto } from './barquisimeto.ts';
import { caracas } from './caracas.ts';
import { guarenasGuatire } from './guarenas-guatire.ts';
import { maracaibo } from './maracaibo.ts';
import { maracay } from './maracay.ts';
import { puertoOrdaz } from './puerto-ordaz.ts';
import { valencia } from './valencia.ts';

/** The spec's nine cities, in CITIES order. */
export const CITY_GAZETTEERS: readonly CityGazetteer[] = [
  caracas,
  maracaibo,
  valencia,
  barquisimeto,
  maracay,
  puertoOrdaz,
  guarenasGuatire,
  altosMirandinos,
  barcelonaPlcLecheria,
];

export const CITY_GAZETTEER_BY_ID = Object.fromEntries(
  CITY_GAZETTEERS.map((city) => [city.id, city]),
) as Record<CityId, CityGazetteer>;
