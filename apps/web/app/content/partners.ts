// Telecom Partners logos (product §2, Home section 5). Every carrier and aggregator is fictitious.

import { logoWall, type Logo as PartnerLogo } from './images';

export type { PartnerLogo };

export const partners: PartnerLogo[] = logoWall('partners', [
  ['bharat-telelink', 'Bharat Telelink'],
  ['sagar-mobile', 'Sagar Mobile'],
  ['northgrid-telecom', 'NorthGrid Telecom'],
  ['vistaar-networks', 'Vistaar Networks'],
  ['pulse-interconnect', 'Pulse Interconnect'],
  ['himalaya-tel', 'Himalaya Tel'],
  ['coastline-carrier', 'Coastline Carrier'],
]);
