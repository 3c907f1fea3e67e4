export const FIRST_NAMES = [
  'Rahim',
  'Karim',
  'Fatema',
  'Ayesha',
  'Nusrat',
  'Tanvir',
  'Sabbir',
  'Farhana',
  'Mehedi',
  'Sumaiya',
  'Arif',
  'Rashed',
  'Jannatul',
  'Tahmina',
  'Imran',
  'Shakil',
  'Rubina',
  'Nasrin',
  'Kamrul',
  'Mahmudul',
  'Sharmin',
  'Sadia',
  'Rakib',
  'Anika',
  'Tasnim',
  'Zahid',
  'Habib',
  'Parvin',
  'Moushumi',
  'Shafiq',
] as const;

export const LAST_NAMES = [
  'Hossain',
  'Rahman',
  'Ahmed',
  'Islam',
  'Chowdhury',
  'Khan',
  'Akter',
  'Begum',
  'Uddin',
  'Sarkar',
  'Talukder',
  'Mia',
  'Haque',
  'Siddique',
  'Biswas',
  'Das',
  'Roy',
  'Mahmud',
] as const;

export const ADDRESS_TYPES = ['Home', 'Office', 'Parents'] as const;

export const ROADS = [
  'Road 27, House 12',
  'Lake Circus, House 5/A',
  'Station Road, Holding 44',
  'College Road, Flat 3B',
  'Mosque Lane, House 9',
  'Kazi Nazrul Islam Avenue, Flat 7C',
  'Sher-e-Bangla Road, House 101',
  'Bazar Road, Holding 18',
  'Green Road, Flat 2A',
  'Court Para, House 33',
] as const;

export const ORDER_NOTES = [
  '',
  '',
  '',
  'Please call before delivery.',
  'Deliver after 5 pm.',
  'Leave with the building guard.',
  'Gift wrap, please.',
  'Cash on delivery.',
] as const;

export const TESTIMONIALS = [
  {
    name: 'Farhana Akter',
    designation: 'Teacher, Dhanmondi',
    testimonial:
      'The hilsa arrived fresh and well packed, and the delivery man called before coming. Will order again!',
  },
  {
    name: 'Mehedi Hasan',
    designation: 'Software engineer, Uttara',
    testimonial:
      'I ordered a Walton fridge at night and it was at my door in two days. Fair price and honest service.',
  },
  {
    name: 'Sumaiya Rahman',
    designation: 'Student, Chattogram',
    testimonial: 'Beautiful Tangail sarees for Pohela Boishakh. Exactly like the pictures.',
  },
  {
    name: 'Kamrul Islam',
    designation: 'Shop owner, Sylhet',
    testimonial: 'Good prices on groceries and the monthly bazar is delivered on time every month.',
  },
] as const;

/** Customers who write their names in Bangla, each with an address: added after the others, which stay as they were. */
export const BANGLA_CUSTOMERS = [
  { name: 'রহিম উদ্দিন', email: 'rahim.uddin@example.com', mobile: '+8801712345601' },
  { name: 'জয়নাল আবেদীন', email: 'joynal.abedin@example.com', mobile: '+8801812345602' },
  { name: 'মোস্তফা কামাল', email: 'mostofa.kamal@example.com', mobile: '+8801912345603' },
  { name: 'অর্পিতা রায়', email: 'arpita.roy@example.com', mobile: '+8801612345604' },
  { name: 'তাহমিনা আক্তার', email: 'tahmina.akter@example.com', mobile: '+8801512345605' },
] as const;
