import { describe, expect, it } from 'vitest';
import { PlaceIndex, TOWN_SEARCH_LIMIT, type Region } from './place-index';
import { TREE } from './test-fixtures';

describe('PlaceIndex', () => {
  const index = new PlaceIndex(TREE);

  it('knows each town with its area and region', () => {
    expect(index.towns.get('t-peckham')).toMatchObject({
      value: 'Peckham',
      areaId: 'a-southwark',
      areaName: 'Southwark',
      regionId: 'r-london',
      regionName: 'London',
    });
    expect(index.region('r-london')?.areaIds).toEqual(['a-lambeth', 'a-southwark']);
    expect(index.areas.get('a-kent')?.townIds).toEqual(['t-ash', 't-ashford']);
  });

  it('ranks an exact name, then names starting with the text, then a word starting with it, then containing it', () => {
    expect(index.search('ash').map((town) => town.value)).toEqual(['Ash', 'Ashford']);
    expect(index.search('  DULWICH ').map((town) => town.value)).toEqual(['East Dulwich']);
    expect(index.search('ham').map((town) => town.value)).toEqual([
      'Balham',
      'Chatham',
      'Gillingham',
      'Peckham',
      'Rainham',
    ]);
    expect(index.search('b').map((town) => town.value)).toEqual(['Balham', 'Brixton', 'Camberwell']);
  });

  it('answers in the shape of the server search, with area and region', () => {
    expect(index.search('peckham')).toEqual([
      {
        id: 't-peckham',
        value: 'Peckham',
        slug: 'peckham',
        parent: 'a-southwark',
        area: { id: 'a-southwark', value: 'Southwark' },
        region: { id: 'r-london', value: 'London' },
      },
    ]);
  });

  it('finds nothing for blank text and stops at the limit', () => {
    expect(index.search('   ')).toEqual([]);
    const many: Region[] = [
      {
        id: 'r',
        value: 'Region',
        children: [
          {
            id: 'a',
            value: 'Area',
            children: Array.from({ length: 30 }, (_, i) => ({ id: `t${i}`, value: `Town ${i}`, slug: `town-${i}` })),
          },
        ],
      },
    ];
    expect(new PlaceIndex(many).search('town')).toHaveLength(TOWN_SEARCH_LIMIT);
  });

  it('tells the region most of a zone is in', () => {
    expect(index.mainRegionOf(['t-peckham', 't-brixton', 't-chatham'])).toBe('r-london');
    expect(index.mainRegionOf(['unknown'])).toBeNull();
  });
});
