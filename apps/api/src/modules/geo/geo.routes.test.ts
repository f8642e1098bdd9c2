import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createManualClock } from '../../lib/clock.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { geoRoutes } from './geo.routes.ts';

// The routes on a bare Fastify with the app's validator and error handler (the auth plugin is
// the app's concern and is covered by its own tests).
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    clock: createManualClock(),
  } as never);
  registerErrorHandler(app);
  await app.register(async (scope) => geoRoutes(scope), { prefix: '/api/corporate' });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, lang = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('GET /geo/search', () => {
  it('finds places without accents, limited and by city', async () => {
    const res = await get('/api/corporate/geo/search?q=plaza%20bolivar&limit=3');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      name: 'Plaza Bolívar de Caracas',
      city_id: 'caracas',
      lat: 10.5061,
      lng: -66.9146,
    });
    const inMaracay = (await get('/api/corporate/geo/search?q=bolivar&city=maracay')).json()
      .results;
    expect(inMaracay[0].name).toBe('Plaza Bolívar de Maracay');
    expect(inMaracay.every((p: { city_id: string }) => p.city_id === 'maracay')).toBe(true);
  });

  it('finds main avenues and urbanizations, however "avenida" is written', async () => {
    for (const q of [
      'francisco de miranda',
      'Av Francisco de Miranda',
      'avenida francisco de miranda',
    ]) {
      const res = await get(`/api/corporate/geo/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0], q).toMatchObject({
        name: 'Av. Francisco de Miranda',
        kind: 'avenue',
        city_id: 'caracas',
        city: 'Caracas',
      });
    }
    const mercedes = (await get('/api/corporate/geo/search?q=las%20mercedes')).json().results;
    expect(mercedes[0]).toMatchObject({ name: 'Las Mercedes', kind: 'neighbourhood' });
  });

  it('refuses a missing query, a bad limit and an unknown city with 400 in the caller language', async () => {
    const missing = await get('/api/corporate/geo/search', 'es');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'field_required',
      message: 'Este campo es obligatorio',
    });
    expect((await get('/api/corporate/geo/search?q=a&limit=0')).json().error_code).toBe(
      'validation_error',
    );
    expect((await get('/api/corporate/geo/search?q=a&limit=abc')).statusCode).toBe(400);
    expect((await get('/api/corporate/geo/search?q=a&city=bogota')).statusCode).toBe(400);
    expect((await get(`/api/corporate/geo/search?q=${'x'.repeat(121)}`)).json().error_code).toBe(
      'too_long',
    );
  });
});

describe('GET /geo/reverse', () => {
  it('names the nearest place, or formats the coordinates', async () => {
    const near = await get('/api/corporate/geo/reverse?lat=10.4963&lng=-66.8495');
    expect(near.statusCode).toBe(200);
    expect(near.json()).toMatchObject({
      name: 'Plaza Altamira (Plaza Francia)',
      city_id: 'caracas',
    });
    const far = (await get('/api/corporate/geo/reverse?lat=6.5&lng=-66')).json();
    expect(far).toEqual({
      name: null,
      address: '6.50000, -66.00000',
      lat: 6.5,
      lng: -66,
      city_id: null,
      distance_m: null,
    });
  });

  it('describes a point of a served city far from every place as "Cerca de" the nearest', async () => {
    // 600 m north of Universidad Simón Bolívar
    const res = await get('/api/corporate/geo/reverse?lat=10.4157&lng=-66.8834');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: null,
      address: 'Cerca de Universidad Simón Bolívar, Sartenejas, Baruta, Caracas',
      lat: 10.4157,
      lng: -66.8834,
      city_id: 'caracas',
      near: { name: 'Universidad Simón Bolívar' },
    });
    expect(body.distance_m).toBeGreaterThan(550);
    expect(body.distance_m).toBeLessThan(650);
    expect(body.near.distance_m).toBe(body.distance_m);
  });

  it('refuses coordinates out of range or missing', async () => {
    expect((await get('/api/corporate/geo/reverse?lat=91&lng=0')).statusCode).toBe(400);
    expect((await get('/api/corporate/geo/reverse?lat=10&lng=-181')).statusCode).toBe(400);
    expect((await get('/api/corporate/geo/reverse?lat=10')).statusCode).toBe(400);
    expect((await get('/api/corporate/geo/reverse?lat=north&lng=1')).statusCode).toBe(400);
  });
});

describe('GET /geo/cities', () => {
  it('lists the nine cities with their service areas', async () => {
    const { cities } = (await get('/api/corporate/geo/cities')).json();
    expect(cities).toHaveLength(9);
    expect(cities[8]).toMatchObject({
      id: 'barcelona_plc_lecheria',
      name: 'Barcelona/Puerto La Cruz/Lechería',
    });
    expect(cities[0].service_area[0]).toEqual({ lat: 10.495, lng: -66.88, radius_km: 9 });
  });

  it('gives each city its main avenues as [lng, lat] lines and its best-known places as labels', async () => {
    const { cities } = (await get('/api/corporate/geo/cities')).json();
    for (const city of cities) {
      expect(city.avenues.length, city.id).toBeGreaterThanOrEqual(4);
      for (const avenue of city.avenues) {
        expect(typeof avenue.name).toBe('string');
        expect(avenue.line.length).toBeGreaterThanOrEqual(2);
        for (const point of avenue.line) expect(point).toHaveLength(2);
      }
      expect(city.landmarks, city.id).toHaveLength(12);
      for (const landmark of city.landmarks)
        expect(Object.keys(landmark).sort()).toEqual(['lat', 'lng', 'name']);
    }
    const caracas = cities[0];
    const miranda = caracas.avenues.find(
      (a: { name: string }) => a.name === 'Av. Francisco de Miranda',
    );
    // GeoJSON order: longitude first (about -66.8 in Caracas), then latitude (about 10.5)
    expect(miranda.line[0][0]).toBeCloseTo(-66.87, 1);
    expect(miranda.line[0][1]).toBeCloseTo(10.49, 1);
    expect(caracas.landmarks[0]).toEqual({
      name: 'Plaza Bolívar de Caracas',
      lat: 10.5061,
      lng: -66.9146,
    });
  });
});
