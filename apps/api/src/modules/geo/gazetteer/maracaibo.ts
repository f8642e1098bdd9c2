import type { CityGazetteer } from './gazetteer-types.ts';

// Maracaibo and San Francisco (La Chinita airport lies in San Francisco, south-west).
export const maracaibo: CityGazetteer = {
  id: 'maracaibo',
  center: { lat: 10.6544, lng: -71.6294 },
  serviceArea: [
    { lat: 10.66, lng: -71.63, radiusKm: 9 },
    { lat: 10.58, lng: -71.7, radiusKm: 5 },
  ],
  avgSpeedKmh: 30,
  // prettier-ignore
  places: [
    ['Plaza Bolívar de Maracaibo', 'plaza', 10.6433, -71.6093, 'Casco Central'],
    ['Catedral de Maracaibo', 'religious', 10.6427, -71.6103, 'Casco Central'],
    ['Palacio de los Cóndores', 'government', 10.644, -71.6099, 'Casco Central'],
    ['Teatro Baralt', 'culture', 10.6422, -71.6085, 'Casco Central'],
    ['Iglesia de Santa Bárbara', 'religious', 10.6437, -71.6117, 'Casco Central'],
    ['Basílica de Nuestra Señora de Chiquinquirá', 'religious', 10.6479, -71.6143, 'El Saladillo'],
    ['Paseo Ciencias', 'plaza', 10.6455, -71.6115, 'Casco Central'],
    ['Calle Carabobo', 'landmark', 10.646, -71.6128, 'El Saladillo'],
    ['Centro de Arte de Maracaibo Lía Bermúdez', 'culture', 10.64, -71.6067, 'Casco Central'],
    ['Mercado Las Pulgas', 'landmark', 10.6395, -71.6095, 'Casco Central'],
    ['Cementerio El Cuadrado', 'landmark', 10.6545, -71.6185, 'El Cuadrado'],
    ['Avenida Bella Vista con 5 de Julio', 'landmark', 10.6653, -71.6189, 'Bella Vista'],
    ['Torre BOD', 'business', 10.6665, -71.617, 'Av. 5 de Julio'],
    ['Plaza de la República', 'plaza', 10.6705, -71.62, 'Bella Vista'],
    ['Centro Comercial Costa Verde', 'mall', 10.6712, -71.616, 'Bella Vista'],
    ['Hospital Coromoto', 'hospital', 10.6633, -71.6095, 'Av. El Milagro'],
    ['Hospital Universitario de Maracaibo', 'hospital', 10.6605, -71.627, 'Paraíso'],
    ['Vereda del Lago', 'park', 10.6775, -71.6015, 'El Milagro'],
    ['Hotel Venetur del Lago', 'hotel', 10.678, -71.604, 'El Milagro'],
    ['Lago Mall', 'mall', 10.6826, -71.6062, 'El Milagro'],
    ['Universidad Rafael Urdaneta', 'university', 10.6935, -71.6045, 'Vereda del Lago'],
    ['Universidad del Zulia (Ciudad Universitaria)', 'university', 10.679, -71.633, 'Grano de Oro'],
    ['Estadio Luis Aparicio El Grande', 'sports', 10.6822, -71.6447, 'Grano de Oro'],
    ['Estadio José Encarnación Romero', 'sports', 10.679, -71.647, 'Grano de Oro'],
    ['Centro Sambil Maracaibo', 'mall', 10.695, -71.634, 'Av. Guajira'],
    ['Universidad Dr. Rafael Belloso Chacín (URBE)', 'university', 10.703, -71.636, 'Circunvalación 2'],
    ['Galerías Mall', 'mall', 10.658, -71.642, 'La Limpia'],
    ['Centro Comercial Ciudad Chinita', 'mall', 10.631, -71.617, 'Los Haticos'],
    ['Aeropuerto Internacional La Chinita', 'airport', 10.5582, -71.7279, 'San Francisco'],
  ],
};
