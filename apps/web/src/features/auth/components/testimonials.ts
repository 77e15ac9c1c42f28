export interface Testimonial {
  name: string;
  title: string;
  quote: string;
  image: string;
}

/** The three chef stories the sign-in side panel rotates through. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Amara Okafor',
    title: 'West African kitchen, Peckham',
    quote:
      'I used to cook jollof for the whole street on Sundays. Now my neighbours pre-order it every week and I know exactly how much to make.',
    image: '/testimonials/amara.svg',
  },
  {
    name: 'Tom Hughes',
    title: 'Sunday roasts, Cardiff',
    quote:
      'Cut-off times and delivery zones mean no more last-minute chaos. I cook, I pack, and the payouts land every Wednesday.',
    image: '/testimonials/tom.svg',
  },
  {
    name: 'Priya Shah',
    title: 'Gujarati thalis, Leicester',
    quote:
      'Setting up my menu took an afternoon. Customers can see every allergen up front, so I spend my time cooking instead of answering messages.',
    image: '/testimonials/priya.svg',
  },
];
