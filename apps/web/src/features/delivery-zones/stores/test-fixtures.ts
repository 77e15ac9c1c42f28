import type { DeliveryZone, Region } from '@vendor/api-types';

const town = (id: string, value: string) => ({ id, value, slug: value.toLowerCase().replace(/\s+/g, '-') });

/** A small UK place tree for the zone tests: two regions, four areas. */
export const TREE: Region[] = [
  {
    id: 'r-london',
    value: 'London',
    children: [
      {
        id: 'a-lambeth',
        value: 'Lambeth',
        children: [town('t-balham', 'Balham'), town('t-brixton', 'Brixton'), town('t-stockwell', 'Stockwell')],
      },
      {
        id: 'a-southwark',
        value: 'Southwark',
        children: [
          town('t-camberwell', 'Camberwell'),
          town('t-east-dulwich', 'East Dulwich'),
          town('t-peckham', 'Peckham'),
        ],
      },
    ],
  },
  {
    id: 'r-south-east',
    value: 'South East',
    children: [
      { id: 'a-kent', value: 'Kent', children: [town('t-ash', 'Ash'), town('t-ashford', 'Ashford')] },
      {
        id: 'a-medway',
        value: 'Medway',
        children: [town('t-chatham', 'Chatham'), town('t-gillingham', 'Gillingham'), town('t-rainham', 'Rainham')],
      },
    ],
  },
];

const zoneTown = (id: string, value: string, parent: string) => ({ id, value, slug: value.toLowerCase(), parent });

/** London 1 holds Peckham and Camberwell; South East 1 holds only Chatham. */
export const ZONES: DeliveryZone[] = [
  {
    id: 'z-london-1',
    label: 'London 1',
    fee: 3.5,
    towns: [zoneTown('t-camberwell', 'Camberwell', 'a-southwark'), zoneTown('t-peckham', 'Peckham', 'a-southwark')],
  },
  {
    id: 'z-south-east-1',
    label: 'South East 1',
    fee: 5.99,
    towns: [zoneTown('t-chatham', 'Chatham', 'a-medway')],
  },
];
