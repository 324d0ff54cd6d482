// Where the public pages' pictures live under public/images, in one place for every content module,
// so a page's copy names a picture and never spells out its path.

/** A line icon of the icon sprite /images/icons.svg (feature cards, stand-out points, service tiles), drawn by LineIcon. */
export const icon = (name: string): string => `/images/icons.svg#${name}`;

/** Product §3 "Client logo": a company on a logo wall, its picture at /images/{wall}/{id}.svg. */
export interface Logo {
  id: string;
  name: string;
  img: string;
}

/** A logo wall (clients, telecom partners) from its companies' ids and names, in display order. */
export function logoWall(wall: 'clients' | 'partners', companies: [id: string, name: string][]): Logo[] {
  return companies.map(([id, name]) => ({ id, name, img: `/images/${wall}/${id}.svg` }));
}
