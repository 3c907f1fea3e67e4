/** An item: name and price in taka. */
export type ItemSeed = readonly [name: string, price: number];

export interface SubcategorySeed {
  name: string;
  description: string;
  items: ItemSeed[];
}

export interface CategorySeed {
  name: string;
  description: string;
  /** Base hue of the generated images. */
  hue: number;
  subcategories: SubcategorySeed[];
  /** Items placed on the category itself. */
  items: ItemSeed[];
}

export const CATALOGUE: CategorySeed[] = [
  {
    name: 'Groceries',
    description: 'Rice, flour, oil, spices and everything for the kitchen shelf.',
    hue: 35,
    subcategories: [
      {
        name: 'Rice & Grains',
        description: 'Aromatic and everyday rice, atta and lentils.',
        items: [
          ['Chinigura Aromatic Rice 1 kg', 165],
          ['Miniket Rice 5 kg', 420],
          ['Nazirshail Rice 5 kg', 450],
          ['Kalijira Rice 1 kg', 180],
          ['Fresh Atta 2 kg', 130],
          ['Teer Maida 1 kg', 75],
          ['Moshur Dal (Red Lentils) 1 kg', 145],
          ['Mug Dal 1 kg', 170],
        ],
      },
      {
        name: 'Oil & Ghee',
        description: 'Soybean, mustard and rice bran oil, and pure ghee.',
        items: [
          ['Teer Soybean Oil 5 L', 880],
          ['Rupchanda Soybean Oil 2 L', 360],
          ['Radhuni Mustard Oil 1 L', 290],
          ['Pusti Rice Bran Oil 2 L', 420],
          ['Aarong Dairy Ghee 400 g', 640],
        ],
      },
      {
        name: 'Spices',
        description: 'Ground spices and ready mixes for Bangladeshi cooking.',
        items: [
          ['Radhuni Turmeric Powder 200 g', 95],
          ['Radhuni Chilli Powder 200 g', 110],
          ['Pran Cumin Powder 100 g', 120],
          ['Radhuni Beef Curry Masala 100 g', 85],
          ['Radhuni Biryani Masala 40 g', 60],
          ['BD Garam Masala 50 g', 70],
        ],
      },
    ],
    items: [
      ['Fresh Sugar 1 kg', 135],
      ['ACI Pure Salt 1 kg', 42],
      ['Ruchi Jhal Chanachur 300 g', 95],
    ],
  },
  {
    name: 'Tea & Beverages',
    description: 'Tea from Sylhet, juices, soft drinks and drinking water.',
    hue: 140,
    subcategories: [
      {
        name: 'Tea',
        description: 'Black tea, green tea and tea bags.',
        items: [
          ['Ispahani Mirzapore Best Leaf 400 g', 260],
          ['Seylon Family Blend Tea 400 g', 250],
          ['Kazi & Kazi Organic Green Tea 100 g', 350],
          ['Finlay Premium Tea Bags 50 pcs', 150],
          ['Sylhet Sreemangal Seven Layer Tea Mix 250 g', 320],
        ],
      },
      {
        name: 'Juices & Drinks',
        description: 'Fruit drinks, soft drinks and water.',
        items: [
          ['Pran Mango Fruit Drink 1 L', 95],
          ['Pran Litchi Drink 250 ml', 30],
          ['Mojo Cola 500 ml', 35],
          ['Clemon Lemon Drink 500 ml', 35],
          ['Mum Drinking Water 1.5 L', 30],
          ['Shezan Mango Juice 1 L', 120],
        ],
      },
    ],
    items: [
      ['Nescafe Classic Coffee 100 g', 480],
      ['Horlicks Standard Jar 500 g', 560],
    ],
  },
  {
    name: 'Dairy & Breakfast',
    description: 'Milk, butter, eggs, bread and breakfast favourites.',
    hue: 200,
    subcategories: [
      {
        name: 'Milk & Butter',
        description: 'Liquid and powder milk, butter and cheese.',
        items: [
          ['Milk Vita Pasteurized Milk 1 L', 95],
          ['Aarong Dairy Full Cream Milk 1 L', 100],
          ['Marks Full Cream Milk Powder 500 g', 410],
          ['Dano Daily Pusti Milk Powder 500 g', 380],
          ['Danish Condensed Milk 397 g', 150],
          ['Pran Butter 200 g', 290],
        ],
      },
      {
        name: 'Biscuits & Bakery',
        description: 'Biscuits, cakes, toast and bread.',
        items: [
          ['Olympic Energy Plus Biscuit 240 g', 60],
          ['Bombay Sweets Potato Crackers 50 g', 20],
          ['Danish Lexus Vegetable Crackers 240 g', 70],
          ['Haque Mr. Cookie Butter Biscuit 300 g', 110],
          ['Fresh Sliced Bread 400 g', 70],
          ['Cookies Toast Biscuit 300 g', 95],
        ],
      },
    ],
    items: [
      ['Farm Fresh Eggs (12 pcs)', 165],
      ['Aarong Sweet Yogurt (Mishti Doi) 500 g', 150],
      ['Sundarban Honey 500 g', 450],
    ],
  },
  {
    name: 'Fish & Meat',
    description: 'River fish, hilsa, beef, mutton and chicken, cleaned and frozen.',
    hue: 5,
    subcategories: [
      {
        name: 'Fish',
        description: 'River and sea fish from the coasts and haors.',
        items: [
          ['Padma Hilsa (Ilish) 1 kg', 1600],
          ['Rui Fish (cleaned) 1 kg', 420],
          ['Katla Fish 1 kg', 450],
          ['Pabda Fish 500 g', 380],
          ['Golda Chingri (Prawn) 500 g', 750],
          ['Koral (Sea Bass) 1 kg', 850],
          ['Shutki (Dried Fish) Loitta 250 g', 320],
        ],
      },
      {
        name: 'Meat',
        description: 'Beef, mutton and chicken.',
        items: [
          ['Deshi Beef (bone-in) 1 kg', 780],
          ['Khashi Mutton 1 kg', 1150],
          ['Broiler Chicken (whole) 1.2 kg', 260],
          ['Deshi Chicken (whole) 900 g', 520],
          ['Kazi Farms Chicken Sausage 340 g', 290],
        ],
      },
    ],
    items: [],
  },
  {
    name: 'Fruits & Vegetables',
    description: 'Seasonal fruits and fresh vegetables from the farms.',
    hue: 95,
    subcategories: [
      {
        name: 'Fruits',
        description: 'Mangoes from Rajshahi, litchi from Dinajpur and more.',
        items: [
          ['Rajshahi Himsagar Mango 1 kg', 140],
          ['Langra Mango 1 kg', 130],
          ['Dinajpur Litchi (50 pcs)', 350],
          ['Sagar Kola (Banana) 12 pcs', 120],
          ['Pineapple (Madhupur) 1 pc', 70],
          ['Green Coconut (Dab) 1 pc', 90],
          ['Guava (Peyara) 1 kg', 100],
        ],
      },
      {
        name: 'Vegetables',
        description: 'Everyday vegetables, onions, potatoes and greens.',
        items: [
          ['Deshi Onion 1 kg', 95],
          ['Potato (Diamond) 1 kg', 55],
          ['Green Chilli 250 g', 40],
          ['Brinjal (Begun) 500 g', 45],
          ['Bitter Gourd (Korola) 500 g', 50],
          ['Red Spinach (Lal Shak) 1 bunch', 20],
          ['Tomato 1 kg', 80],
        ],
      },
    ],
    items: [['Garlic (Deshi Roshun) 500 g', 110]],
  },
  {
    name: 'Fashion',
    description: 'Sarees, panjabis, salwar kameez, lungis and handloom from all over Bangladesh.',
    hue: 320,
    subcategories: [
      {
        name: 'Sarees',
        description: 'Jamdani, Tangail and Rajshahi silk sarees.',
        items: [
          ['Dhakai Jamdani Saree', 12500],
          ['Tangail Taant Cotton Saree', 1850],
          ['Rajshahi Silk Saree', 6500],
          ['Tangail Half-Silk Saree', 3200],
          ['Katan Benarasi Saree', 9800],
        ],
      },
      {
        name: 'Panjabi & Lungi',
        description: 'Panjabis for Eid and every day, cotton lungis and fatua.',
        items: [
          ['Cotton Panjabi (white)', 1650],
          ['Embroidered Eid Panjabi', 3450],
          ['Khadi Fatua', 890],
          ['Pakiza Cotton Lungi', 650],
          ['Standard Check Lungi', 480],
        ],
      },
      {
        name: 'Salwar Kameez',
        description: 'Three-piece sets and kurtis.',
        items: [
          ['Block Print Three-Piece', 2200],
          ['Embroidered Cotton Kurti', 1450],
          ['Nakshi Work Three-Piece', 3900],
        ],
      },
    ],
    items: [
      ['Nakshi Kantha (hand stitched)', 4800],
      ['Jute Tote Bag', 550],
    ],
  },
  {
    name: 'Home & Kitchen',
    description: 'Cookware, melamine, pottery and home decor.',
    hue: 25,
    subcategories: [
      {
        name: 'Cookware',
        description: 'Pressure cookers, pans and pots.',
        items: [
          ['Kiam Pressure Cooker 5 L', 3200],
          ['Non-Stick Fry Pan 26 cm', 1450],
          ['Aluminium Deg (Cooking Pot) 10 L', 1900],
          ['Stainless Steel Rice Cooker Pot', 1250],
        ],
      },
      {
        name: 'Tableware',
        description: 'Melamine, ceramic and clay tableware.',
        items: [
          ['RFL Melamine Dinner Set 32 pcs', 2850],
          ['Shinepukur Ceramic Tea Set', 2400],
          ['Clay Water Pitcher (Kolshi)', 350],
          ['Glass Tumbler Set (6 pcs)', 480],
        ],
      },
    ],
    items: [
      ['RFL Plastic Chair', 950],
      ['Cane Sitting Mora', 1200],
      ['Shital Pati (cool mat) 5 x 7 ft', 2600],
    ],
  },
  {
    name: 'Electronics',
    description: 'Phones, appliances, fans and lights from local and global brands.',
    hue: 230,
    subcategories: [
      {
        name: 'Mobile Phones',
        description: 'Smartphones and feature phones.',
        items: [
          ['Walton Primo S8 (4/64 GB)', 12999],
          ['Symphony Z60 (6/128 GB)', 15490],
          ['Samsung Galaxy A15 (6/128 GB)', 21999],
          ['Xiaomi Redmi 13C (4/128 GB)', 14999],
          ['Nokia 105 Feature Phone', 1890],
        ],
      },
      {
        name: 'Home Appliances',
        description: 'Refrigerators, fans, irons and kitchen appliances.',
        items: [
          ['Walton Refrigerator 250 L', 42990],
          ['Vision Ceiling Fan 56"', 3950],
          ['Walton Rechargeable Table Fan', 4490],
          ['Miyako Rice Cooker 1.8 L', 2650],
          ['Philips Dry Iron', 1890],
          ['Walton Microwave Oven 20 L', 9990],
        ],
      },
      {
        name: 'Lights & Power',
        description: 'LED lights, IPS and power banks.',
        items: [
          ['Super Star LED Bulb 12 W', 220],
          ['Transtec LED Tube Light 20 W', 380],
          ['Rahimafrooz IPS 600 VA', 18500],
          ['Power Bank 10000 mAh', 1450],
        ],
      },
    ],
    items: [['Multi Plug Extension Board', 650]],
  },
  {
    name: 'Personal Care',
    description: 'Soap, shampoo, skin care and hygiene.',
    hue: 275,
    subcategories: [
      {
        name: 'Bath & Body',
        description: 'Soaps, body wash and lotions.',
        items: [
          ['Keya Beauty Soap 125 g', 55],
          ['Lux Soft Touch Soap 150 g', 75],
          ['Meril Baby Lotion 200 ml', 260],
          ['Sandalina Sandal Soap 100 g', 50],
          ['Tibet Glycerine 100 ml', 95],
        ],
      },
      {
        name: 'Hair Care',
        description: 'Shampoo and coconut oil.',
        items: [
          ['Parachute Coconut Oil 500 ml', 340],
          ['Sunsilk Black Shine Shampoo 340 ml', 420],
          ['Meril Olive Oil 100 ml', 180],
          ['Keya Coconut Hair Oil 350 ml', 210],
        ],
      },
    ],
    items: [
      ['Pepsodent Toothpaste 200 g', 150],
      ['Savlon Antiseptic Liquid 500 ml', 220],
      ['Fair & Lovely Cream 80 g', 210],
    ],
  },
  {
    name: 'Books & Stationery',
    description: 'Bangla literature, textbooks and stationery.',
    hue: 55,
    subcategories: [
      {
        name: 'Bangla Books',
        description: 'Novels, poetry and classics.',
        items: [
          ['Humayun Ahmed: Nondito Noroke', 250],
          ['Rabindranath Tagore: Gitanjali', 300],
          ['Kazi Nazrul Islam: Agnibina', 220],
          ['Sunil Gangopadhyay: Prothom Alo (2 vols)', 1200],
          ['Muhammed Zafar Iqbal: Amar Bondhu Rashed', 200],
          ['Jibanananda Das: Rupasi Bangla', 180],
        ],
      },
      {
        name: 'Stationery',
        description: 'Pens, notebooks and school supplies.',
        items: [
          ['Matador Pinpoint Pen (12 pcs)', 120],
          ['Hatil Ruled Notebook 200 pages', 90],
          ['Deli Geometry Box', 250],
          ['Faber-Castell Colour Pencils 24', 420],
        ],
      },
    ],
    items: [['Oxford Bangla-English Dictionary', 950]],
  },
  {
    name: 'Baby & Kids',
    description: 'Diapers, baby food, toys and school bags.',
    hue: 175,
    subcategories: [
      {
        name: 'Baby Care',
        description: 'Diapers, wipes and baby food.',
        items: [
          ['Supermom Baby Diaper M (40 pcs)', 1150],
          ['Molfix Baby Pants L (32 pcs)', 1090],
          ['Cerelac Wheat & Milk 400 g', 520],
          ['Baby Wipes (80 pcs)', 250],
        ],
      },
    ],
    items: [
      ['Wooden Toy Rickshaw', 650],
      ['Kids School Bag', 1350],
      ['Cricket Bat (Kashmir Willow, size 5)', 1800],
      ['Ludo & Snakes Board Game', 220],
    ],
  },
  {
    name: 'Sweets & Snacks',
    description: 'Roshogolla, sandesh, pitha and snacks from famous sweet shops.',
    hue: 15,
    subcategories: [
      {
        name: 'Sweets',
        description: 'Famous sweets from across the country.',
        items: [
          ['Porabari Chomchom 1 kg', 600],
          ['Natore Kacha Golla 500 g', 450],
          ['Bogura Doi 1 kg', 350],
          ['Roshogolla 1 kg', 400],
          ['Muktagachha Monda 500 g', 500],
          ['Kumilla Roshmalai 1 kg', 650],
        ],
      },
    ],
    items: [
      ['Pran Potato Chips 42 g', 25],
      ['Bombay Sweets Ring Chips 22 g', 10],
      ['Nakshi Pitha Gift Box', 750],
      ['Akij Chanachur Mix 350 g', 110],
    ],
  },
  {
    name: 'Health & Pharmacy',
    description: 'Everyday medicines, first aid and health devices.',
    hue: 160,
    subcategories: [
      {
        name: 'Health Devices',
        description: 'Thermometers, blood pressure monitors and nebulizers.',
        items: [
          ['Digital Thermometer', 250],
          ['Omron Blood Pressure Monitor', 4200],
          ['Pulse Oximeter', 1650],
          ['Nebulizer Machine', 2950],
          ['Glucometer with 25 Strips', 1850],
        ],
      },
      {
        name: 'First Aid',
        description: 'Bandages, antiseptics and masks.',
        items: [
          ['First Aid Box (family)', 950],
          ['Surgical Face Mask (50 pcs)', 200],
          ['Crepe Bandage 4 inch', 120],
          ['Hand Sanitizer 500 ml', 280],
        ],
      },
    ],
    items: [
      ['Orsaline-N (20 sachets)', 120],
      ['Hot Water Bag', 450],
      ['Walking Stick (aluminium)', 900],
    ],
  },
  {
    name: 'Sports & Outdoor',
    description: 'Cricket, football, badminton and fitness gear.',
    hue: 110,
    subcategories: [
      {
        name: 'Cricket',
        description: 'Bats, balls and protective gear.',
        items: [
          ['English Willow Cricket Bat', 9500],
          ['Tape Tennis Ball (6 pcs)', 300],
          ['Leather Cricket Ball', 850],
          ['Batting Gloves', 1600],
          ['Cricket Pads', 2400],
        ],
      },
      {
        name: 'Football & Badminton',
        description: 'Balls, rackets and shuttlecocks.',
        items: [
          ['Football (size 5)', 1200],
          ['Yonex Badminton Racket', 2800],
          ['Feather Shuttlecock (12 pcs)', 950],
          ['Badminton Net', 650],
        ],
      },
    ],
    items: [
      ['Skipping Rope', 250],
      ['Yoga Mat 6 mm', 1100],
      ['Carrom Board (Large)', 3800],
      ['Dumbbell Set 10 kg', 2700],
      ['Bicycle Helmet', 1500],
      ['Travel Backpack 40 L', 2200],
      ['Umbrella (Atwo Folding)', 650],
      ['Fishing Rod with Reel', 1900],
    ],
  },
];

/** Items placed in a category of the catalogue, or in one of its subcategories, by name. */
export interface PlacedItemsSeed {
  category: string;
  subcategory?: string;
  items: ItemSeed[];
}

/**
 * Items named in Bangla, as many shops write them, for search to find in any Unicode form. They are added after
 * the rest of the demo shop, so every other record (and every random choice) stays as it was.
 */
export const BANGLA_ITEMS: PlacedItemsSeed[] = [
  {
    category: 'Groceries',
    subcategory: 'Rice & Grains',
    items: [
      ['মুগ ডাল ১ কেজি', 170],
      ['চিনিগুড়া চাল ১ কেজি', 165],
    ],
  },
  { category: 'Groceries', subcategory: 'Oil & Ghee', items: [['সরিষার তেল ১ লিটার', 290]] },
  { category: 'Tea & Beverages', subcategory: 'Tea', items: [['শ্রীমঙ্গলের চা পাতা ৪০০ গ্রাম', 260]] },
  {
    category: 'Sweets & Snacks',
    subcategory: 'Sweets',
    items: [
      ['পোড়াবাড়ির চমচম ১ কেজি', 600],
      ['বগুড়ার দই ১ কেজি', 350],
    ],
  },
  {
    category: 'Books & Stationery',
    subcategory: 'Bangla Books',
    items: [
      ['হুমায়ূন আহমেদ: নন্দিত নরকে', 250],
      ['রবীন্দ্রনাথ ঠাকুর: গীতাঞ্জলি', 300],
      ['জীবনানন্দ দাশ: রূপসী বাংলা', 180],
    ],
  },
  { category: 'Books & Stationery', items: [['বাংলা একাডেমি ব্যবহারিক বাংলা অভিধান', 650]] },
];
