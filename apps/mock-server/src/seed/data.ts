// Hand-written content of the two seeded kitchens: meals, zones, people. index.ts turns it into rows.

export interface MealSpec {
  key: string;
  name: string;
  description: string;
  category: string;
  status: 'draft' | 'published' | 'archived';
  tags: string[];
  spiceLevel: number;
  dailyStock: number | null;
  /** [size, pricePence, servings] */
  options: [string, number, number][];
  ingredients: string[];
  allergens: string[];
  dietary: string[];
  additives: string[];
  customIngredients?: string[];
  /** Weekdays (0 = Sunday) on which the meal is NOT available. */
  closedDays?: number[];
  /** Solid colours of the meal's images (one image each). */
  colours: string[];
  rating: [number, number];
  /** Soft-deleted in the seed (orders still point at it). */
  deleted?: boolean;
}

export const DEMO_MEALS: MealSpec[] = [
  {
    key: 'jollof-rice',
    name: 'Jollof Rice with Chicken',
    description: 'Smoky party jollof cooked slowly in a rich tomato and pepper base, served with grilled chicken thighs.',
    category: 'Rice Dishes',
    status: 'published',
    tags: ['bestseller', 'party favourite', 'spicy'],
    spiceLevel: 3,
    dailyStock: 40,
    options: [['Regular', 950, 1], ['Large', 1400, 2], ['Family tray', 3200, 5]],
    ingredients: ['Long grain rice', 'Tomatoes', 'Tomato paste', 'Red bell pepper', 'Scotch bonnet pepper', 'Onion', 'Chicken thighs', 'Thyme', 'Curry powder', 'Bay leaves', 'Vegetable oil'],
    allergens: ['Celery'],
    dietary: ['Halal', 'Dairy-free', 'Nut-free'],
    additives: ['Stock cube (contains MSG)'],
    colours: ['#d35400', '#e67e22'],
    rating: [4.8, 126],
  },
  {
    key: 'egusi-soup',
    name: 'Egusi Soup',
    description: 'Ground melon seed soup with spinach, beef, smoked mackerel and stockfish, finished with palm oil.',
    category: 'Soups & Stews',
    status: 'published',
    tags: ['traditional', 'rich'],
    spiceLevel: 2,
    dailyStock: 20,
    options: [['1 litre', 1800, 3], ['2 litres', 3400, 6]],
    ingredients: ['Egusi (melon seeds)', 'Spinach', 'Beef', 'Smoked mackerel', 'Stockfish', 'Dried crayfish', 'Palm oil', 'Onion', 'Scotch bonnet pepper', 'Locust beans (iru)'],
    allergens: ['Fish', 'Crustaceans'],
    dietary: ['Halal', 'Dairy-free', 'Gluten-free'],
    additives: [],
    colours: ['#b7950b'],
    rating: [4.7, 88],
  },
  {
    key: 'efo-riro',
    name: 'Efo Riro',
    description: 'Yoruba spinach stew with peppers, locust beans and assorted meat.',
    category: 'Soups & Stews',
    status: 'published',
    tags: ['traditional', 'greens'],
    spiceLevel: 3,
    dailyStock: 15,
    options: [['1 litre', 1600, 3]],
    ingredients: ['Spinach', 'Red bell pepper', 'Scotch bonnet pepper', 'Onion', 'Locust beans (iru)', 'Beef', 'Dried crayfish', 'Palm oil'],
    allergens: ['Crustaceans'],
    dietary: ['Halal', 'Dairy-free', 'Gluten-free', 'Low-carb'],
    additives: [],
    closedDays: [1],
    colours: ['#1e8449'],
    rating: [4.6, 41],
  },
  {
    key: 'pounded-yam',
    name: 'Pounded Yam',
    description: 'Smooth, stretchy pounded yam wrapped in portions, the perfect partner for any soup.',
    category: 'Swallows',
    status: 'published',
    tags: ['swallow', 'vegan'],
    spiceLevel: 0,
    dailyStock: null,
    options: [['4 wraps', 650, 2], ['8 wraps', 1200, 4]],
    ingredients: ['Yam'],
    allergens: [],
    dietary: ['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal'],
    additives: [],
    colours: ['#f4ecd8'],
    rating: [4.5, 63],
  },
  {
    key: 'beef-suya',
    name: 'Beef Suya Skewers',
    description: 'Thinly sliced beef rubbed with yaji spice and grilled over charcoal, with onions and tomatoes.',
    category: 'Grills',
    status: 'published',
    tags: ['grill', 'spicy', 'street food'],
    spiceLevel: 4,
    dailyStock: 30,
    options: [['6 skewers', 850, 1], ['12 skewers', 1600, 2]],
    ingredients: ['Beef', 'Suya spice (yaji)', 'Peanuts', 'Ginger', 'Garlic', 'Onion', 'Tomatoes'],
    allergens: ['Peanuts'],
    dietary: ['Halal', 'Dairy-free', 'Gluten-free', 'Low-carb'],
    additives: [],
    closedDays: [0, 1],
    colours: ['#7b241c'],
    rating: [4.9, 152],
  },
  {
    key: 'moi-moi',
    name: 'Moi Moi',
    description: 'Steamed bean pudding made from peeled black-eyed beans, peppers and egg.',
    category: 'Sides',
    status: 'published',
    tags: ['protein', 'steamed'],
    spiceLevel: 1,
    dailyStock: 25,
    options: [['4 pieces', 700, 2], ['8 pieces', 1300, 4]],
    ingredients: ['Black-eyed beans', 'Red bell pepper', 'Onion', 'Eggs', 'Dried crayfish', 'Vegetable oil'],
    allergens: ['Eggs', 'Crustaceans'],
    dietary: ['Gluten-free', 'Dairy-free', 'Nut-free', 'Halal'],
    additives: [],
    colours: ['#e59866'],
    rating: [4.4, 37],
  },
  {
    key: 'puff-puff',
    name: 'Puff-Puff',
    description: 'Golden, fluffy fried dough balls dusted with sugar and a hint of nutmeg.',
    category: 'Desserts',
    status: 'published',
    tags: ['sweet', 'snack'],
    spiceLevel: 0,
    dailyStock: 50,
    options: [['12 pieces', 500, 3], ['24 pieces', 900, 6]],
    ingredients: ['Plain flour', 'Sugar', 'Nutmeg', 'Vegetable oil'],
    allergens: ['Cereals containing gluten'],
    dietary: ['Vegan', 'Vegetarian', 'Dairy-free', 'Nut-free', 'Halal'],
    additives: ['Raising agent (yeast)'],
    colours: ['#f5b041'],
    rating: [4.6, 74],
  },
  {
    key: 'goat-pepper-soup',
    name: 'Goat Pepper Soup',
    description: 'Light, fiery broth of goat meat and native spices; weekend only.',
    category: 'Soups & Stews',
    status: 'published',
    tags: ['spicy', 'weekend special'],
    spiceLevel: 5,
    dailyStock: 10,
    options: [['1 litre', 1750, 2]],
    ingredients: ['Goat meat', 'Scotch bonnet pepper', 'Onion', 'Ginger', 'Garlic', 'Cloves'],
    allergens: [],
    dietary: ['Halal', 'Dairy-free', 'Gluten-free', 'Low-carb', 'Nut-free'],
    additives: [],
    closedDays: [1, 2, 3, 4],
    colours: ['#a04000'],
    rating: [4.7, 29],
  },
  {
    key: 'dodo',
    name: 'Dodo (Fried Plantain)',
    description: 'Sweet ripe plantain, sliced and fried until caramelised.',
    category: 'Sides',
    status: 'published',
    tags: ['vegan', 'side'],
    spiceLevel: 0,
    dailyStock: null,
    options: [['Regular', 450, 1]],
    ingredients: ['Plantain', 'Vegetable oil'],
    allergens: [],
    dietary: ['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal'],
    additives: [],
    colours: ['#f1c40f'],
    rating: [4.8, 97],
  },
  {
    key: 'zobo',
    name: 'Zobo Drink',
    description: 'Chilled hibiscus drink infused with pineapple, ginger and cloves.',
    category: 'Drinks',
    status: 'draft',
    tags: ['drink', 'refreshing'],
    spiceLevel: 0,
    dailyStock: 20,
    options: [['1 litre', 500, 4], ['2 litres', 900, 8]],
    ingredients: ['Hibiscus leaves', 'Pineapple', 'Ginger', 'Cloves', 'Sugar'],
    allergens: [],
    dietary: ['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Halal'],
    additives: [],
    colours: ['#922b21'],
    rating: [0, 0],
  },
  {
    key: 'meat-pie',
    name: 'Nigerian Meat Pie',
    description: 'Buttery shortcrust pastry filled with minced beef, potato and carrot.',
    category: 'Pastries',
    status: 'draft',
    tags: ['pastry', 'baked'],
    spiceLevel: 1,
    dailyStock: 24,
    options: [['4 pieces', 800, 2]],
    ingredients: ['Plain flour', 'Butter', 'Beef', 'Carrots', 'Onion', 'Eggs', 'Thyme', 'Curry powder'],
    allergens: ['Cereals containing gluten', 'Milk', 'Eggs'],
    dietary: ['Halal', 'Nut-free'],
    additives: [],
    customIngredients: ['Irish potatoes'],
    colours: ['#ca6f1e'],
    rating: [0, 0],
  },
  {
    key: 'ofada-ayamase',
    name: 'Ofada Rice and Ayamase',
    description: 'Local unpolished rice with green pepper "designer" stew and assorted meat. Retired from the menu.',
    category: 'Rice Dishes',
    status: 'archived',
    tags: ['traditional', 'spicy'],
    spiceLevel: 4,
    dailyStock: null,
    options: [['Regular', 1100, 1], ['Large', 1600, 2]],
    ingredients: ['Long grain rice', 'Red bell pepper', 'Scotch bonnet pepper', 'Onion', 'Locust beans (iru)', 'Beef', 'Palm oil', 'Eggs'],
    allergens: ['Eggs'],
    dietary: ['Halal', 'Dairy-free'],
    additives: [],
    colours: ['#196f3d'],
    rating: [4.3, 22],
  },
  {
    key: 'chin-chin',
    name: 'Chin Chin',
    description: 'Crunchy fried dough snack with a touch of nutmeg.',
    category: 'Snacks',
    status: 'published',
    tags: ['snack', 'sweet'],
    spiceLevel: 0,
    dailyStock: null,
    options: [['500 g', 600, 4]],
    ingredients: ['Plain flour', 'Butter', 'Sugar', 'Whole milk', 'Eggs', 'Nutmeg'],
    allergens: ['Cereals containing gluten', 'Milk', 'Eggs'],
    dietary: ['Vegetarian', 'Nut-free'],
    additives: [],
    colours: ['#dc7633'],
    rating: [4.2, 18],
    deleted: true,
  },
];

export const OTHER_MEALS: MealSpec[] = [
  {
    key: 'lasagne',
    name: 'Lasagne al Forno',
    description: 'Layers of fresh pasta, slow-cooked beef ragù, béchamel and Parmesan.',
    category: 'Pasta & Noodles',
    status: 'published',
    tags: ['comfort food', 'baked'],
    spiceLevel: 0,
    dailyStock: 12,
    options: [['Single', 1100, 1], ['Family dish', 3600, 4]],
    ingredients: ['Lasagne sheets', 'Beef', 'Tomatoes', 'Onion', 'Garlic', 'Whole milk', 'Butter', 'Parmesan', 'Basil'],
    allergens: ['Cereals containing gluten', 'Milk', 'Eggs', 'Celery'],
    dietary: [],
    additives: [],
    colours: ['#c0392b'],
    rating: [4.7, 31],
  },
  {
    key: 'tiramisu',
    name: 'Tiramisu',
    description: 'Coffee-soaked savoiardi layered with mascarpone cream and cocoa.',
    category: 'Desserts',
    status: 'published',
    tags: ['sweet', 'coffee'],
    spiceLevel: 0,
    dailyStock: 16,
    options: [['2 portions', 750, 2]],
    ingredients: ['Mascarpone', 'Eggs', 'Sugar', 'Coffee', 'Cocoa powder'],
    allergens: ['Cereals containing gluten', 'Milk', 'Eggs'],
    dietary: ['Vegetarian', 'Nut-free'],
    additives: [],
    colours: ['#6e2c00'],
    rating: [4.9, 44],
  },
];

export interface ZoneSpec {
  key: string;
  label: string;
  feePence: number;
  /** [area, town, postcode district] */
  towns: [string, string, string][];
}

export const DEMO_ZONES: ZoneSpec[] = [
  {
    key: 'london-1',
    label: 'London 1',
    feePence: 350,
    towns: [
      ['Southwark', 'Peckham', 'SE15'], ['Southwark', 'Camberwell', 'SE5'], ['Southwark', 'East Dulwich', 'SE22'],
      ['Lambeth', 'Brixton', 'SW2'], ['Lambeth', 'Balham', 'SW12'], ['Lewisham', 'Brockley', 'SE4'],
      ['Lewisham', 'Catford', 'SE6'], ['Wandsworth', 'Battersea', 'SW11'],
    ],
  },
  {
    key: 'london-2',
    label: 'London 2',
    feePence: 450,
    towns: [
      ['Hackney', 'Hackney', 'E8'], ['Hackney', 'Stamford Hill', 'N16'], ['Tower Hamlets', 'Bethnal Green', 'E2'],
      ['Waltham Forest', 'Leyton', 'E10'], ['Redbridge', 'Ilford', 'IG1'], ['Newham', 'East Ham', 'E6'],
      ['Newham', 'Canning Town', 'E16'],
    ],
  },
  {
    key: 'south-east-1',
    label: 'South East 1',
    feePence: 599,
    towns: [['Medway', 'Chatham', 'ME4'], ['Medway', 'Gillingham', 'ME7'], ['Kent', 'Ashford', 'TN23']],
  },
];

export const OTHER_ZONES: ZoneSpec[] = [
  {
    key: 'north-west-1',
    label: 'North West 1',
    feePence: 300,
    towns: [
      ['Manchester', 'Didsbury', 'M20'], ['Manchester', 'Fallowfield', 'M14'], ['Manchester', 'Hulme', 'M15'],
      ['Trafford', 'Sale', 'M33'], ['Trafford', 'Stretford', 'M32'],
    ],
  },
];

export const FIRST_NAMES = [
  'Amara', 'Oliver', 'Funmi', 'Jack', 'Priya', 'Kwame', 'Sophie', 'Emeka', 'Grace', 'Harry', 'Zainab', 'Daniel',
  'Chloe', 'Tariq', 'Yetunde', 'George', 'Aisha', 'Samuel', 'Hannah', 'Kofi', 'Isla', 'Ibrahim', 'Ngozi', 'Thomas',
  'Fatima', 'Lewis', 'Esi', 'Charlotte', 'Joseph', 'Mei',
];
export const LAST_NAMES = [
  'Adeyemi', 'Smith', 'Okonkwo', 'Jones', 'Patel', 'Mensah', 'Williams', 'Nwosu', 'Brown', 'Taylor', 'Hussain', 'Davies',
  'Evans', 'Khan', 'Balogun', 'Wilson', 'Ali', 'Owusu', 'Roberts', 'Boateng', 'Walker', 'Ahmed', 'Eze', 'Wright',
  'Begum', 'Thompson', 'Asante', 'White', 'Green', 'Chen',
];
export const STREETS = [
  'Rye Lane', 'Acre Lane', 'Lordship Lane', 'Coldharbour Lane', 'Mare Street', 'Stamford Hill', 'Roman Road',
  'High Road', 'Cranbrook Road', 'Barking Road', 'Brockley Rise', 'Rushey Green', 'Northcote Road', 'Bedford Hill',
  'Denmark Hill', 'Church Street', 'Station Road', 'Victoria Road', 'Park Avenue', 'Queens Road', 'Albert Road',
  'Wilmslow Road', 'Barlow Moor Road', 'Chester Road', 'Washway Road',
];

/** [reason as the contract's CancellationReason, details]. */
export const CANCELLATION_REASONS: [string, string][] = [
  ['customer_request', 'The customer changed their plans and asked us to cancel before cooking started.'],
  ['out_of_stock', 'Our supplier could not deliver fresh goat meat in time for this order.'],
  ['unable_to_deliver', 'The courier could not reach the customer at the address given.'],
  ['kitchen_closed', 'The kitchen was closed unexpectedly that day.'],
];
