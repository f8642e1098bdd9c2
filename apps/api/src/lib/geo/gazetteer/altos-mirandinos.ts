import type { CityGazetteer } from './gazetteer-types.ts';

// Los Altos Mirandinos: Los Teques (Guaicaipuro), Carrizal and San Antonio de los Altos.
export const altosMirandinos: CityGazetteer = {
  id: 'altos_mirandinos',
  center: { lat: 10.355, lng: -67.0 },
  serviceArea: [{ lat: 10.355, lng: -67.0, radiusKm: 8 }],
  avgSpeedKmh: 25,
  // prettier-ignore
  places: [
    // the best known, spread over the three towns: the map's labels
    ['Plaza Bolívar de Los Teques', 'plaza', 10.3443, -67.0421, 'Los Teques'],
    ['Hospital Victorino Santaella', 'hospital', 10.3525, -67.035, 'Los Teques'],
    ['Estación Ayacucho (Metro de Los Teques)', 'transport', 10.356, -67.023, 'Los Teques'],
    ['Urbanización Lagunetica', 'neighbourhood', 10.365, -67.04, 'Los Teques'],
    ['Urbanización El Tambor', 'neighbourhood', 10.336, -67.047, 'Los Teques'],
    ['Urbanización La Matica', 'neighbourhood', 10.335, -67.029, 'Los Teques'],
    ['Plaza Bolívar de Carrizal', 'plaza', 10.3485, -66.991, 'Carrizal'],
    ['Centro Comercial La Cascada', 'mall', 10.359, -66.987, 'Carrizal'],
    ['Plaza Bolívar de San Antonio de los Altos', 'plaza', 10.373, -66.96, 'San Antonio de los Altos'],
    ['Centro Comercial Los Castores', 'mall', 10.382, -66.954, 'San Antonio de los Altos'],
    ['Urbanización Las Salias', 'neighbourhood', 10.3665, -66.965, 'San Antonio de los Altos'],
    ['Urbanización Montaña Alta', 'neighbourhood', 10.356, -66.976, 'Carrizal'],
    // landmarks
    ['Catedral de Los Teques (San Felipe Neri)', 'religious', 10.3447, -67.0412, 'Los Teques'],
    ['Alcaldía de Guaicaipuro', 'government', 10.344, -67.0432, 'Los Teques'],
    ['Mercado Municipal de Los Teques', 'landmark', 10.342, -67.04, 'Los Teques'],
    ['Parque Los Coquitos', 'park', 10.3475, -67.037, 'Los Teques'],
    ['Colegio Universitario de Los Teques Cecilio Acosta', 'university', 10.349, -67.039, 'Los Teques'],
    ['Estación Guaicaipuro (Metro de Los Teques)', 'transport', 10.347, -67.0355, 'Los Teques'],
    ['Estación Independencia (Metro de Los Teques)', 'transport', 10.34, -67.044, 'Los Teques'],
    ['Urbanización El Barbecho', 'neighbourhood', 10.347, -67.05, 'Los Teques'],
    ['Urbanización Los Nuevos Teques', 'neighbourhood', 10.36, -67.048, 'Los Teques'],
    ['Urbanización Corralito', 'neighbourhood', 10.362, -66.993, 'Carrizal'],
    ['Urbanización Colinas de Carrizal', 'neighbourhood', 10.353, -66.981, 'Carrizal'],
    ['Urbanización El Picacho', 'neighbourhood', 10.379, -66.968, 'San Antonio de los Altos'],
    ['Urbanización La Rosaleda', 'neighbourhood', 10.37, -66.95, 'San Antonio de los Altos'],
    ['Urbanización Los Castores', 'neighbourhood', 10.383, -66.956, 'San Antonio de los Altos'],
    ['Alcaldía de Los Salias', 'government', 10.3736, -66.9606, 'San Antonio de los Altos'],
    ['Alcaldía de Carrizal', 'government', 10.349, -66.9922, 'Carrizal'],
    // main avenues, each at one point near its middle
    ['Carretera Panamericana', 'avenue', 10.36, -66.98, 'Carrizal'],
    ['Av. Bolívar', 'avenue', 10.3465, -67.0385, 'Los Teques'],
    ['Av. Independencia', 'avenue', 10.339, -67.0465, 'Los Teques'],
    ['Av. Pedro Russo Ferrer', 'avenue', 10.353, -67.03, 'Los Teques'],
    ['Av. Perimetral de San Antonio', 'avenue', 10.3785, -66.958, 'San Antonio de los Altos'],
    // urbanizations and sectors
    ['Urbanización Los Cerritos', 'neighbourhood', 10.353, -67.045, 'Los Teques'],
    ['Urbanización El Trigo', 'neighbourhood', 10.351, -67.056, 'Los Teques'],
    ['Urbanización La Macarena', 'neighbourhood', 10.338, -67.036, 'Los Teques'],
    ['Urbanización Pan de Azúcar', 'neighbourhood', 10.362, -67.015, 'Los Teques'],
    ['Urbanización Llano Alto', 'neighbourhood', 10.3655, -66.989, 'Carrizal'],
    ['Urbanización Las Polonias', 'neighbourhood', 10.345, -66.984, 'Carrizal'],
    ['Urbanización Las Minas', 'neighbourhood', 10.372, -66.971, 'San Antonio de los Altos'],
    ['Urbanización OPS', 'neighbourhood', 10.365, -66.955, 'San Antonio de los Altos'],
    ['Urbanización Parque El Retiro', 'neighbourhood', 10.36, -66.965, 'San Antonio de los Altos'],
    ['Urbanización La Suiza', 'neighbourhood', 10.388, -66.965, 'San Antonio de los Altos'],
    ['Urbanización El Amarillo', 'neighbourhood', 10.387, -66.951, 'San Antonio de los Altos'],
    ['Urbanización Club de Campo', 'neighbourhood', 10.376, -66.944, 'San Antonio de los Altos'],
  ],
  // prettier-ignore
  avenues: [
    { name: 'Carretera Panamericana', line: [[-66.945, 10.388], [-66.96, 10.378], [-66.975, 10.368], [-66.988, 10.358], [-67.005, 10.352], [-67.02, 10.347], [-67.035, 10.342]] },
    { name: 'Av. Bolívar', line: [[-67.045, 10.34], [-67.042, 10.343], [-67.039, 10.346], [-67.036, 10.349]] },
    { name: 'Av. Independencia', line: [[-67.05, 10.337], [-67.046, 10.3395], [-67.043, 10.3415]] },
    { name: 'Av. Pedro Russo Ferrer', line: [[-67.038, 10.346], [-67.033, 10.35], [-67.029, 10.354], [-67.025, 10.357]] },
    { name: 'Av. Perimetral de San Antonio', line: [[-66.968, 10.372], [-66.962, 10.376], [-66.956, 10.38], [-66.951, 10.384]] },
  ],
};
