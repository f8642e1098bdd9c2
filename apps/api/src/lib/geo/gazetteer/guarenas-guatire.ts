import type { CityGazetteer } from './gazetteer-types.ts';

// Guarenas (Plaza, west) and Guatire (Zamora, east), east of Caracas.
export const guarenasGuatire: CityGazetteer = {
  id: 'guarenas_guatire',
  center: { lat: 10.472, lng: -66.58 },
  serviceArea: [
    { lat: 10.472, lng: -66.58, radiusKm: 7 },
    { lat: 10.472, lng: -66.52, radiusKm: 4 },
  ],
  avgSpeedKmh: 30,
  // prettier-ignore
  places: [
    // the best known, spread over both towns: the map's labels
    ['Plaza Bolívar de Guarenas', 'plaza', 10.4667, -66.6112, 'Guarenas'],
    ['Plaza Bolívar de Guatire', 'plaza', 10.4737, -66.5417, 'Guatire'],
    ['Centro Comercial Miranda', 'mall', 10.47, -66.619, 'Guarenas'],
    ['Centro Comercial Buenaventura', 'mall', 10.4695, -66.556, 'Guatire'],
    ['Terminal de Pasajeros de Guarenas', 'transport', 10.47, -66.606, 'Guarenas'],
    ['Distribuidor Guarenas', 'transport', 10.462, -66.619, 'Guarenas'],
    ['Urbanización Nueva Casarapa', 'neighbourhood', 10.478, -66.592, 'Guarenas'],
    ['Urbanización Trapichito', 'neighbourhood', 10.456, -66.617, 'Guarenas'],
    ['Urbanización El Marqués', 'neighbourhood', 10.4695, -66.568, 'Guatire'],
    ['Centro Comercial Guatire Plaza', 'mall', 10.477, -66.5385, 'Guatire'],
    ['Ciudad Belén', 'neighbourhood', 10.477, -66.508, 'Guatire'],
    ['Urbanización Terrazas del Este', 'neighbourhood', 10.485, -66.578, 'Guarenas'],
    // landmarks
    ['Iglesia Nuestra Señora de Copacabana', 'religious', 10.4672, -66.6104, 'Guarenas'],
    ['Urbanización Las Barrancas', 'neighbourhood', 10.464, -66.625, 'Guarenas'],
    ['Urbanización Menca de Leoni', 'neighbourhood', 10.483, -66.623, 'Guarenas'],
    ['Urbanización Oropeza Castillo', 'neighbourhood', 10.476, -66.608, 'Guarenas'],
    ['Urbanización Las Clavellinas', 'neighbourhood', 10.46, -66.605, 'Guarenas'],
    ['Zona Industrial de Guarenas', 'business', 10.458, -66.608, 'Guarenas'],
    ['Urbanización La Rosa', 'neighbourhood', 10.4785, -66.5545, 'Guatire'],
    ['Mercado Municipal de Guatire', 'landmark', 10.473, -66.544, 'Guatire'],
    ['Iglesia Santa Cruz de Pacairigua', 'religious', 10.4743, -66.541, 'Guatire'],
    ['Urbanización El Rodeo', 'neighbourhood', 10.487, -66.536, 'Guatire'],
    ['Zona Industrial de Guatire', 'business', 10.465, -66.535, 'Guatire'],
    ['Urbanización Castillejo', 'neighbourhood', 10.481, -66.528, 'Guatire'],
    ['Urbanización Valle Arriba', 'neighbourhood', 10.462, -66.525, 'Guatire'],
    ['Urbanización El Ingenio', 'neighbourhood', 10.4665, -66.522, 'Guatire'],
    ['Mercado Municipal de Guarenas', 'landmark', 10.468, -66.6085, 'Guarenas'],
    ['Alcaldía de Plaza', 'government', 10.4657, -66.6103, 'Guarenas'],
    ['Alcaldía de Zamora', 'government', 10.4729, -66.5428, 'Guatire'],
    ['Distribuidor Guatire', 'transport', 10.463, -66.55, 'Guatire'],
    // main avenues, each at one point near its middle
    ['Autopista Gran Mariscal de Ayacucho', 'avenue', 10.465, -66.59, 'Guarenas'],
    ['Av. Intercomunal Guarenas–Guatire', 'avenue', 10.474, -66.575, 'Guarenas–Guatire'],
    ['Carretera Petare–Guarenas', 'avenue', 10.461, -66.63, 'Guarenas'],
    ['Av. Principal de Trapichito', 'avenue', 10.458, -66.621, 'Guarenas'],
    ['Av. Intercomunal Guatire–Araira', 'avenue', 10.468, -66.515, 'Guatire'],
    // urbanizations and sectors
    ['Urbanización El Cercado', 'neighbourhood', 10.476, -66.616, 'Guarenas'],
    ['Urbanización El Calvario', 'neighbourhood', 10.4715, -66.6135, 'Guarenas'],
    ['Urbanización Cloris', 'neighbourhood', 10.455, -66.6, 'Guarenas'],
    ['Urbanización Copacabana', 'neighbourhood', 10.465, -66.6, 'Guarenas'],
    ['Urbanización Vicente Emilio Sojo', 'neighbourhood', 10.482, -66.608, 'Guarenas'],
    ['Urbanización Villa Heroica', 'neighbourhood', 10.482, -66.562, 'Guatire'],
    ['Urbanización Villa Ávila', 'neighbourhood', 10.461, -66.56, 'Guatire'],
    ['Urbanización Alto Grande', 'neighbourhood', 10.488, -66.545, 'Guatire'],
    ['Urbanización Las Flores', 'neighbourhood', 10.464, -66.545, 'Guatire'],
    ['Urbanización La Sabana', 'neighbourhood', 10.4815, -66.5195, 'Guatire'],
  ],
  // prettier-ignore
  avenues: [
    { name: 'Autopista Gran Mariscal de Ayacucho', line: [[-66.635, 10.458], [-66.62, 10.461], [-66.6, 10.464], [-66.58, 10.466], [-66.56, 10.464], [-66.54, 10.461], [-66.52, 10.46]] },
    { name: 'Av. Intercomunal Guarenas–Guatire', line: [[-66.605, 10.47], [-66.59, 10.473], [-66.575, 10.474], [-66.56, 10.472], [-66.545, 10.4715]] },
    { name: 'Carretera Petare–Guarenas', line: [[-66.635, 10.462], [-66.625, 10.464], [-66.615, 10.466]] },
    { name: 'Av. Intercomunal Guatire–Araira', line: [[-66.535, 10.47], [-66.52, 10.468], [-66.505, 10.465], [-66.495, 10.462]] },
  ],
};
