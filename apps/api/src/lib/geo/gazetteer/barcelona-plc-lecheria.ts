import type { CityGazetteer } from './gazetteer-types.ts';

// The Barcelona – Lechería – Puerto La Cruz conurbation on the Anzoátegui coast.
export const barcelonaPlcLecheria: CityGazetteer = {
  id: 'barcelona_plc_lecheria',
  center: { lat: 10.17, lng: -64.67 },
  serviceArea: [
    { lat: 10.17, lng: -64.67, radiusKm: 8 },
    { lat: 10.21, lng: -64.625, radiusKm: 4 },
  ],
  avgSpeedKmh: 30,
  // prettier-ignore
  places: [
    // the best known, spread over the three towns: the map's labels
    ['Aeropuerto Internacional General José Antonio Anzoátegui', 'airport', 10.1075, -64.6891, 'Barcelona'],
    ['Plaza Boyacá', 'plaza', 10.135, -64.6887, 'Barcelona'],
    ['Universidad de Oriente (Núcleo Anzoátegui)', 'university', 10.119, -64.697, 'Barcelona'],
    ['Hospital Universitario Dr. Luis Razetti', 'hospital', 10.139, -64.677, 'Barcelona'],
    ['Centro Comercial Puente Real', 'mall', 10.156, -64.683, 'Barcelona'],
    ['Centro Comercial Plaza Mayor', 'mall', 10.2, -64.678, 'Lechería'],
    ['Complejo Turístico El Morro', 'neighbourhood', 10.2, -64.66, 'Lechería'],
    ['Cerro El Morro', 'landmark', 10.209, -64.695, 'Lechería'],
    ['Plaza Bolívar de Puerto La Cruz', 'plaza', 10.2145, -64.6325, 'Puerto La Cruz'],
    ['Paseo Colón', 'landmark', 10.2185, -64.635, 'Puerto La Cruz'],
    ['Terminal de Ferris Conferry', 'transport', 10.224, -64.631, 'Puerto La Cruz'],
    ['Estadio Alfonso Chico Carrasquel', 'sports', 10.2055, -64.6395, 'Puerto La Cruz'],
    // landmarks
    ['Urbanización Boyacá', 'neighbourhood', 10.118, -64.68, 'Barcelona'],
    ['Casa Fuerte', 'landmark', 10.133, -64.6855, 'Barcelona'],
    ['Catedral de Barcelona', 'religious', 10.136, -64.688, 'Barcelona'],
    ['Museo de Anzoátegui', 'culture', 10.1345, -64.6895, 'Barcelona'],
    ['Urbanización Nueva Barcelona', 'neighbourhood', 10.148, -64.7, 'Barcelona'],
    ['Universidad Santa María (Núcleo Oriente)', 'university', 10.161, -64.678, 'Barcelona'],
    ['Playa Lido', 'landmark', 10.203, -64.691, 'Lechería'],
    ['Hotel Maremares', 'hotel', 10.2085, -64.657, 'El Morro'],
    ['Centro Comercial Regina', 'mall', 10.213, -64.63, 'Puerto La Cruz'],
    ['Iglesia de la Santa Cruz', 'religious', 10.2155, -64.6338, 'Puerto La Cruz'],
    ['Mercado Municipal de Los Cocos', 'landmark', 10.2115, -64.625, 'Puerto La Cruz'],
    ['Urbanización Guaraguao', 'neighbourhood', 10.223, -64.62, 'Puerto La Cruz'],
    ['Refinería de Puerto La Cruz', 'business', 10.22, -64.616, 'Puerto La Cruz'],
    ['Plaza Bolívar de Barcelona', 'plaza', 10.137, -64.6902, 'Barcelona'],
    ['Plaza Colón', 'plaza', 10.2195, -64.637, 'Puerto La Cruz'],
    ['Terminal de Pasajeros de Puerto La Cruz', 'transport', 10.214, -64.626, 'Puerto La Cruz'],
    ['Terminal de Pasajeros de Barcelona', 'transport', 10.131, -64.681, 'Barcelona'],
    ['Hospital Dr. Domingo Guzmán Lander', 'hospital', 10.145, -64.688, 'Barcelona'],
    ['Centro Comercial Vía Veneto', 'mall', 10.195, -64.684, 'Lechería'],
    // main avenues, each at one point near its middle
    ['Av. Intercomunal Jorge Rodríguez', 'avenue', 10.175, -64.665, 'Intercomunal'],
    ['Av. Principal de Lechería', 'avenue', 10.19, -64.688, 'Lechería'],
    ['Av. Diego Bautista Urbaneja', 'avenue', 10.1965, -64.6875, 'Lechería'],
    ['Av. Américo Vespucio', 'avenue', 10.204, -64.67, 'El Morro'],
    ['Av. Municipal', 'avenue', 10.21, -64.629, 'Puerto La Cruz'],
    ['Av. 5 de Julio', 'avenue', 10.2165, -64.63, 'Puerto La Cruz'],
    ['Av. Fuerzas Armadas', 'avenue', 10.1395, -64.683, 'Barcelona'],
    ['Av. Pedro María Freites', 'avenue', 10.129, -64.69, 'Barcelona'],
    // urbanizations and sectors
    ['Casco Histórico de Barcelona', 'neighbourhood', 10.1338, -64.6872, 'Barcelona'],
    ['Urbanización Tronconal', 'neighbourhood', 10.125, -64.675, 'Barcelona'],
    ['Urbanización Colinas del Neverí', 'neighbourhood', 10.152, -64.67, 'Barcelona'],
    ['Casco Central de Lechería', 'neighbourhood', 10.192, -64.692, 'Lechería'],
    ['Urbanización Las Garzas', 'neighbourhood', 10.19, -64.65, 'Puerto La Cruz'],
    ['Urbanización Pozuelos', 'neighbourhood', 10.2, -64.62, 'Puerto La Cruz'],
    ['Urbanización Chuparín', 'neighbourhood', 10.217, -64.622, 'Puerto La Cruz'],
  ],
  // prettier-ignore
  avenues: [
    { name: 'Av. Intercomunal Jorge Rodríguez', line: [[-64.685, 10.138], [-64.679, 10.15], [-64.672, 10.162], [-64.665, 10.175], [-64.655, 10.188], [-64.644, 10.2], [-64.635, 10.208]] },
    { name: 'Av. Principal de Lechería', line: [[-64.68, 10.18], [-64.685, 10.185], [-64.688, 10.19], [-64.69, 10.197]] },
    { name: 'Av. Américo Vespucio', line: [[-64.685, 10.2], [-64.675, 10.202], [-64.665, 10.205], [-64.657, 10.208]] },
    { name: 'Av. Municipal', line: [[-64.64, 10.205], [-64.634, 10.208], [-64.629, 10.21], [-64.623, 10.213]] },
    { name: 'Av. 5 de Julio', line: [[-64.637, 10.212], [-64.632, 10.2145], [-64.628, 10.217]] },
    { name: 'Av. Fuerzas Armadas', line: [[-64.695, 10.138], [-64.688, 10.139], [-64.68, 10.14], [-64.672, 10.141]] },
  ],
};
