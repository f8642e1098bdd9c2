import type { CityGazetteer } from './gazetteer-types.ts';

// Ciudad Guayana: Puerto Ordaz west of the Caroní river, San Félix east of it.
export const puertoOrdaz: CityGazetteer = {
  id: 'puerto_ordaz',
  center: { lat: 8.2965, lng: -62.7292 },
  serviceArea: [
    { lat: 8.3, lng: -62.72, radiusKm: 8 },
    { lat: 8.345, lng: -62.655, radiusKm: 5 },
  ],
  avgSpeedKmh: 35,
  // prettier-ignore
  places: [
    // the best known, spread over the city: the map's labels
    ['Aeropuerto Internacional Manuel Carlos Piar', 'airport', 8.2885, -62.7604, 'Puerto Ordaz'],
    ['Centro Comercial Orinokia Mall', 'mall', 8.2924, -62.7424, 'Alta Vista'],
    ['Parque Cachamay', 'park', 8.3085, -62.7125, 'Puerto Ordaz'],
    ['Parque La Llovizna', 'park', 8.3125, -62.668, 'San Félix'],
    ['Hospital Uyapar', 'hospital', 8.29, -62.752, 'Puerto Ordaz'],
    ['Universidad Católica Andrés Bello Guayana', 'university', 8.2968, -62.7115, 'Villa Asia'],
    ['Hotel InterContinental Guayana', 'hotel', 8.3115, -62.719, 'Parque Punta Vista'],
    ['Plaza del Hierro', 'plaza', 8.2855, -62.748, 'Castillito'],
    ['Terminal de Pasajeros de San Félix', 'transport', 8.348, -62.654, 'San Félix'],
    ['Plaza Bolívar de San Félix', 'plaza', 8.3575, -62.6465, 'San Félix'],
    ['Ecomuseo del Caroní (Represa Macagua)', 'culture', 8.305, -62.672, 'Macagua'],
    ['Urbanización Unare', 'neighbourhood', 8.27, -62.74, 'Unare'],
    // landmarks
    ['Urbanización Core 8', 'neighbourhood', 8.29, -62.758, 'Puerto Ordaz'],
    ['Urbanización Los Olivos', 'neighbourhood', 8.278, -62.762, 'Puerto Ordaz'],
    ['Urbanización Castillito', 'neighbourhood', 8.288, -62.751, 'Puerto Ordaz'],
    ['Urbanización Villa Africana', 'neighbourhood', 8.282, -62.747, 'Puerto Ordaz'],
    ['Centro Comercial Ciudad Alta Vista', 'mall', 8.2905, -62.7385, 'Alta Vista'],
    ['Urbanización Alta Vista', 'neighbourhood', 8.2935, -62.733, 'Alta Vista'],
    ['Urbanización Villa Asia', 'neighbourhood', 8.296, -62.714, 'Villa Asia'],
    ['UNEXPO Puerto Ordaz', 'university', 8.293, -62.713, 'Villa Asia'],
    ['Universidad Nacional Experimental de Guayana', 'university', 8.296, -62.708, 'Villa Asia'],
    ['Parque Punta Vista', 'park', 8.308, -62.721, 'Puerto Ordaz'],
    ['Estadio CTE Cachamay', 'sports', 8.304, -62.715, 'Puerto Ordaz'],
    ['Parque Loefling', 'park', 8.3105, -62.703, 'Puerto Ordaz'],
    ['Hospital Dr. Raúl Leoni', 'hospital', 8.344, -62.656, 'Guaiparo, San Félix'],
    ['Paseo Caroní', 'landmark', 8.364, -62.646, 'San Félix'],
    ['Edificio Sede CVG', 'government', 8.2935, -62.7405, 'Alta Vista'],
    ['Terminal de Pasajeros de Puerto Ordaz', 'transport', 8.288, -62.732, 'Puerto Ordaz'],
    ['Centro Comercial Chilemex', 'mall', 8.2785, -62.7545, 'Chilemex'],
    // main avenues, each at one point near its middle
    ['Av. Guayana', 'avenue', 8.295, -62.737, 'Alta Vista'],
    ['Av. Las Américas', 'avenue', 8.299, -62.734, 'Puerto Ordaz'],
    ['Av. Atlántico', 'avenue', 8.295, -62.718, 'Puerto Ordaz'],
    ['Av. Leopoldo Sucre Figarella', 'avenue', 8.278, -62.72, 'Unare'],
    ['Av. Loefling', 'avenue', 8.308, -62.706, 'Puerto Ordaz'],
    ['Av. Manuel Piar', 'avenue', 8.352, -62.653, 'San Félix'],
    // urbanizations and sectors
    ['Urbanización Villa Colombia', 'neighbourhood', 8.299, -62.725, 'Puerto Ordaz'],
    ['Urbanización Villa Brasil', 'neighbourhood', 8.2915, -62.7195, 'Puerto Ordaz'],
    ['Urbanización Campo B', 'neighbourhood', 8.307, -62.7255, 'Puerto Ordaz'],
    ['Urbanización Caura', 'neighbourhood', 8.284, -62.7355, 'Puerto Ordaz'],
    ['Urbanización Chilemex', 'neighbourhood', 8.276, -62.752, 'Puerto Ordaz'],
    ['Urbanización La Churuata', 'neighbourhood', 8.273, -62.73, 'Puerto Ordaz'],
    ['Urbanización Villa Alianza', 'neighbourhood', 8.292, -62.77, 'Puerto Ordaz'],
    ['Urbanización Guaiparo', 'neighbourhood', 8.34, -62.66, 'San Félix'],
    ['Urbanización El Roble', 'neighbourhood', 8.352, -62.659, 'San Félix'],
    ['Urbanización Dalla Costa', 'neighbourhood', 8.345, -62.64, 'San Félix'],
    ['Urbanización Vista al Sol', 'neighbourhood', 8.325, -62.66, 'San Félix'],
    ['Urbanización Los Mangos', 'neighbourhood', 8.356, -62.638, 'San Félix'],
  ],
  // prettier-ignore
  avenues: [
    { name: 'Av. Guayana', line: [[-62.76, 8.29], [-62.75, 8.2915], [-62.74, 8.2945], [-62.73, 8.296], [-62.72, 8.2975], [-62.71, 8.3]] },
    { name: 'Av. Las Américas', line: [[-62.745, 8.285], [-62.738, 8.29], [-62.733, 8.296], [-62.728, 8.302]] },
    { name: 'Av. Atlántico', line: [[-62.725, 8.287], [-62.72, 8.292], [-62.715, 8.297], [-62.71, 8.302]] },
    { name: 'Av. Leopoldo Sucre Figarella', line: [[-62.755, 8.28], [-62.74, 8.275], [-62.72, 8.278], [-62.7, 8.29], [-62.685, 8.305]] },
    { name: 'Av. Manuel Piar', line: [[-62.66, 8.345], [-62.655, 8.35], [-62.65, 8.355], [-62.646, 8.36]] },
  ],
};
