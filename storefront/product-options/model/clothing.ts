// The clothing vocabulary the options state and the bundle rules share (a leaf: it imports nothing).

export type ClothingGender = 'men' | 'women' | 'kids';
export interface ClothingModel {
  id: number;
  name: string;
  gender: ClothingGender;
  materialColors: number[];
  sizes: string[];
  /** The model's surcharge as the server answers it (minor units, "+€5"). */
  surcharge?: number;
  formattedSurcharge?: string;
}
export interface MaterialColour {
  id: number;
  name: string;
  hex: string;
}
