import type { Schema } from '@shop/sdk';
import { listOf } from './fixtures';
import { http } from './http';

// A small address tree (two divisions, their districts, a few areas) and the reads that answer it.

export const divisions: Schema<'Division'>[] = [
  { _id: '1', version: 1, name: 'Dhaka' },
  { _id: '2', version: 1, name: 'Chattogram' },
];

export const districts: Schema<'District'>[] = [
  { _id: '3', version: 1, name: 'Dhaka', division: { _id: '1', name: 'Dhaka' } },
  { _id: '4', version: 1, name: 'Gazipur', division: { _id: '1', name: 'Dhaka' } },
  { _id: '5', version: 1, name: 'Narayanganj', division: { _id: '1', name: 'Dhaka' } },
  { _id: '6', version: 1, name: 'Chattogram', division: { _id: '2', name: 'Chattogram' } },
  { _id: '7', version: 1, name: "Cox's Bazar", division: { _id: '2', name: 'Chattogram' } },
];

export const areas: Schema<'Area'>[] = [
  { _id: '3', version: 1, name: 'Dhanmondi', district: { _id: '3', name: 'Dhaka' } },
  { _id: '8', version: 1, name: 'Mirpur', district: { _id: '3', name: 'Dhaka' } },
  { _id: '9', version: 1, name: 'Tongi', district: { _id: '4', name: 'Gazipur' } },
  { _id: '10', version: 1, name: 'Agrabad', district: { _id: '6', name: 'Chattogram' } },
];

/** listDivisions, listDistricts (`?division=`), listAreas (`?district=`), getArea and getDistrict of the tree. */
export function addressTreeHandlers() {
  return [
    http.get('/divisions', ({ response }) => response(200).json(listOf(divisions))),
    http.get('/districts', ({ query, response }) => {
      const division = query.get('division');
      return response(200).json(
        listOf(districts.filter((district) => division === null || district.division._id === division)),
      );
    }),
    http.get('/areas', ({ query, response }) => {
      const district = query.get('district');
      return response(200).json(
        listOf(areas.filter((area) => district === null || area.district._id === district)),
      );
    }),
    http.get('/areas/{id}', ({ params, response }) => {
      const area = areas.find((candidate) => candidate._id === params.id);
      return area ? response(200).json(area) : response(404).json({ message: 'No such area.' });
    }),
    http.get('/districts/{id}', ({ params, response }) => {
      const district = districts.find((candidate) => candidate._id === params.id);
      return district ? response(200).json(district) : response(404).json({ message: 'No such district.' });
    }),
  ];
}
