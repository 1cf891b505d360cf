/** Word lists the demo content is assembled from (invented names and phrases). */
export const FIRST_NAMES = [
  'Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elena', 'Farah', 'Gustav', 'Hana', 'Idris', 'Júlia',
  'Kofi', 'Lena', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Samir', 'Tove',
  'Ugo', 'Vera', 'Wim', 'Ximena', 'Yusuf', 'Zoé', 'Anouk', 'Benedikt', 'Camille', 'Diego',
  'Emma', 'Finn',
] as const;

export const LAST_NAMES = [
  'Albers', 'Brandt', 'Costa', 'Dubois', 'Eriksen', 'Fontaine', 'García', 'Huber', 'Ivanova', 'Jansen',
  'Kowalski', 'Laurent', 'Moreau', 'Nakamura', 'Okafor', 'Peeters', 'Quist', 'Rossi', 'Schmidt', 'Tanaka',
  'Ulrich', 'Visser', 'Weber', 'Xavier', 'Yilmaz', 'Zimmermann',
] as const;

export const TAG_NAMES = [
  'architecture', 'art', 'books', 'climate', 'coffee', 'cycling', 'design', 'economy', 'education', 'energy',
  'film', 'gardening', 'health', 'history', 'interviews', 'music', 'ocean', 'open-source', 'photography',
  'politics', 'recipes', 'science', 'space', 'sport', 'weekend',
] as const;

export const TITLE_OPENERS = [
  'Why', 'How', 'What we learned when', 'Ten years after', 'The quiet return of', 'Notes on',
  'Inside', 'A field guide to', 'The case for', 'Rethinking',
] as const;

export const TITLE_SUBJECTS = [
  'city gardens', 'night trains', 'small museums', 'local bakeries', 'solar rooftops', 'river swimming',
  'community radio', 'public libraries', 'repair cafés', 'mountain huts', 'street markets', 'tiny houses',
  'electric ferries', 'board games', 'winter cycling', 'open data', 'old maps', 'jazz clubs',
  'school kitchens', 'urban forests',
] as const;

export const TITLE_ENDINGS = [
  'matter again', 'are changing the city', 'in five pictures', 'explained', 'beyond the hype',
  'and what comes next', 'for beginners', 'from the inside', 'without the jargon', 'this season',
] as const;

export const SENTENCES = [
  'The morning light fell across the square while the first visitors arrived.',
  'Nobody expected the idea to spread this quickly, least of all its founders.',
  'Numbers tell part of the story; the people behind them tell the rest.',
  'Local volunteers kept the project alive through two difficult winters.',
  'What began as an experiment has become part of everyday life.',
  'Critics point to the costs, but the benefits are easy to see on the ground.',
  'A short walk from the station, the change is impossible to miss.',
  'Every neighbourhood has its own version of this story.',
  'The next step depends on decisions that will be made this year.',
  'Several readers wrote in to share their own experiences.',
  'It is a reminder that small changes add up over time.',
  'Experts agree on the direction, if not yet on the pace.',
] as const;

export const BIO_PHRASES = [
  'writes about cities and the people who shape them',
  'covers science and technology',
  'is a food writer and occasional cook',
  'has reported from more than thirty countries',
  'edits the weekend section',
  'photographs everyday life',
  'writes about culture and music',
  'follows climate and energy policy',
] as const;

export const PLACES = [
  { lat: 52.52, lng: 13.405 },
  { lat: 48.8566, lng: 2.3522 },
  { lat: 52.3676, lng: 4.9041 },
  { lat: 40.4168, lng: -3.7038 },
  { lat: -23.5505, lng: -46.6333 },
  { lat: 45.4642, lng: 9.19 },
  { lat: 59.3293, lng: 18.0686 },
  { lat: 50.8503, lng: 4.3517 },
] as const;

export const PALETTE = [
  '#E91E63', '#F44336', '#FF9800', '#FFC107', '#4CAF50', '#00BCD4', '#2196F3', '#3F51B5', '#9C27B0', '#607D8B',
] as const;

/** Translated prefixes for the articles' translated titles. */
export const TRANSLATED_PREFIX: Record<string, string> = {
  'en-US': '',
  'de-DE': 'Übersetzt: ',
  'fr-FR': 'Traduit : ',
};
