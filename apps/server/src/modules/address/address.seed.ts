// The address reference data a new installation starts with: every ISO 3166-1 country (English and French names
// from i18n-iso-countries, kept up to date with the standard), and for the demo New Zealand down to suburbs.
import { createRequire } from 'node:module';

import countries from 'i18n-iso-countries';

import type { Db } from '../../db/client';
import { insertPlaces } from './address.repository';

const require = createRequire(import.meta.url);

/** All ISO 3166-1 countries, in one statement (the seed runs at every first start and for every API test file). */
export async function seedCountries(db: Db) {
  countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);
  countries.registerLocale(require('i18n-iso-countries/langs/fr.json') as countries.LocaleData);
  const en = countries.getNames('en', { select: 'official' });
  const fr = countries.getNames('fr', { select: 'official' });
  const rows = await insertPlaces(
    db,
    Object.entries(en).map(([code, name]) => ({
      level: 'country' as const,
      code,
      name,
      nameFr: fr[code] && fr[code] !== name ? fr[code] : null,
    })),
  );
  return rows;
}

/**
 * New Zealand's sixteen regions, their main cities and towns, and the central suburbs of each with their
 * postcodes (NZ Post): the places of the demo properties and enough around them to type addresses against.
 */
const NZ: Record<string, Record<string, [suburb: string, postcode: string][]>> = {
  Northland: { Whangārei: [['Whangārei Central', '0110']], Paihia: [['Paihia', '0200']] },
  Auckland: {
    Auckland: [
      ['Auckland Central', '1010'],
      ['Ponsonby', '1011'],
      ['Herne Bay', '1011'],
      ['Grey Lynn', '1021'],
      ['Newmarket', '1023'],
      ['Epsom', '1023'],
      ['Mount Eden', '1024'],
      ['Remuera', '1050'],
      ['Parnell', '1052'],
      ['Onehunga', '1061'],
      ['Mission Bay', '1071'],
      ['Henderson', '0612'],
      ['Takapuna', '0622'],
      ['Devonport', '0624'],
      ['Albany', '0632'],
      ['Manukau', '2104'],
    ],
  },
  Waikato: {
    Hamilton: [
      ['Hamilton Central', '3204'],
      ['Hamilton East', '3216'],
    ],
    Taupō: [['Taupō', '3330']],
  },
  'Bay of Plenty': {
    Tauranga: [
      ['Tauranga Central', '3110'],
      ['Mount Maunganui', '3116'],
    ],
    Rotorua: [['Rotorua Central', '3010']],
  },
  Gisborne: { Gisborne: [['Gisborne Central', '4010']] },
  "Hawke's Bay": {
    Napier: [
      ['Napier South', '4110'],
      ['Ahuriri', '4110'],
    ],
    Hastings: [['Hastings Central', '4122']],
  },
  Taranaki: { 'New Plymouth': [['New Plymouth Central', '4310']] },
  'Manawatū-Whanganui': { 'Palmerston North': [['Palmerston North Central', '4410']] },
  Wellington: {
    Wellington: [
      ['Te Aro', '6011'],
      ['Thorndon', '6011'],
      ['Mount Victoria', '6011'],
      ['Oriental Bay', '6011'],
      ['Kelburn', '6012'],
      ['Karori', '6012'],
      ['Newtown', '6021'],
      ['Island Bay', '6023'],
    ],
    'Lower Hutt': [
      ['Lower Hutt Central', '5010'],
      ['Petone', '5012'],
    ],
  },
  Tasman: { Richmond: [['Richmond', '7020']] },
  Nelson: { Nelson: [['Nelson Central', '7010']] },
  Marlborough: { Blenheim: [['Blenheim Central', '7201']] },
  'West Coast': { Greymouth: [['Greymouth', '7805']] },
  Canterbury: {
    Christchurch: [
      ['Christchurch Central', '8011'],
      ['Riccarton', '8011'],
      ['Merivale', '8014'],
      ['Sydenham', '8023'],
      ['Addington', '8024'],
      ['Fendalton', '8052'],
      ['Papanui', '8053'],
      ['Sumner', '8081'],
    ],
  },
  Otago: {
    Dunedin: [
      ['Dunedin Central', '9016'],
      ['North Dunedin', '9016'],
      ['St Clair', '9012'],
      ['Mosgiel', '9024'],
    ],
    Queenstown: [
      ['Queenstown', '9300'],
      ['Frankton', '9300'],
      ['Arrowtown', '9302'],
    ],
  },
  Southland: { Invercargill: [['Invercargill Central', '9810']] },
};

/** New Zealand's regions, cities and suburbs under the seeded country: one statement per level. */
export async function seedNewZealandPlaces(db: Db, countryRows: { id: number; name: string }[]) {
  const nz = countryRows.find((c) => c.name === 'New Zealand');
  if (!nz) throw new Error('The country seed has no New Zealand');
  const states = await insertPlaces(
    db,
    Object.keys(NZ).map((name) => ({ level: 'state' as const, parentId: nz.id, name })),
  );
  const stateId = new Map(states.map((s) => [s.name, s.id]));
  const cities = await insertPlaces(
    db,
    Object.entries(NZ).flatMap(([state, cs]) =>
      Object.keys(cs).map((name) => ({ level: 'city' as const, parentId: stateId.get(state)!, name })),
    ),
  );
  const cityId = new Map(cities.map((c) => [`${c.parentId}/${c.name}`, c.id]));
  await insertPlaces(
    db,
    Object.entries(NZ).flatMap(([state, cs]) =>
      Object.entries(cs).flatMap(([city, suburbs]) =>
        suburbs.map(([name, postcode]) => ({
          level: 'suburb' as const,
          parentId: cityId.get(`${stateId.get(state)}/${city}`)!,
          name,
          postcode,
        })),
      ),
    ),
  );
}
