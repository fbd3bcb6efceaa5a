/** '1 month', '12 months'. */
export const periodText = (months: number) => (months === 1 ? '1 month' : `${months} months`);
