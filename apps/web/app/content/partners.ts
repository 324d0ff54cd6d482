// Telecom Partners logos (product §2, Home section 5). Every carrier and aggregator is fictitious.

export interface PartnerLogo {
  id: string;
  name: string;
  img: string;
}

const logo = (id: string): string => `/images/partners/${id}.svg`;

export const partners: PartnerLogo[] = [
  { id: 'bharat-telelink', name: 'Bharat Telelink', img: logo('bharat-telelink') },
  { id: 'sagar-mobile', name: 'Sagar Mobile', img: logo('sagar-mobile') },
  { id: 'northgrid-telecom', name: 'NorthGrid Telecom', img: logo('northgrid-telecom') },
  { id: 'vistaar-networks', name: 'Vistaar Networks', img: logo('vistaar-networks') },
  { id: 'pulse-interconnect', name: 'Pulse Interconnect', img: logo('pulse-interconnect') },
  { id: 'himalaya-tel', name: 'Himalaya Tel', img: logo('himalaya-tel') },
  { id: 'coastline-carrier', name: 'Coastline Carrier', img: logo('coastline-carrier') },
];
