/** The chronic illnesses and person types the information pages choose from. */
export interface TargetChoices {
  chronics: { value: number; label: string }[];
  psnTypes: { value: number; label: string }[];
}
