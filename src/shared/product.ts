/** The product's name as users see it. One place, so a rename is one edit. */
export const PRODUCT_NAME = 'Kredi';
