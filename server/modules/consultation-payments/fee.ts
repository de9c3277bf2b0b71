/** The platform's commission on a consultation's gross price: `percent` of it, whole forints rounded down. */
export const platformFee = (amountHuf: number, percent: number) => Math.floor((amountHuf * percent) / 100);
