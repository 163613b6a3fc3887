// Money bounds shared by the contract and the cart caps: every amount is integer minor units (EUR cents).

/** Largest amount of money any call carries: 2^31 - 1 minor units (about 21 million EUR), a 32-bit integer column. */
export const MAX_MONEY = 2 ** 31 - 1;
