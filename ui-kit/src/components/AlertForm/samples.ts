/** The contract's categories as the app labels them (stories and tests). */
export const sampleCategories = [
  { value: 'beach', label: 'Beach' },
  { value: 'wellness', label: 'Wellness' },
  { value: 'food', label: 'Food & Drink' },
];
