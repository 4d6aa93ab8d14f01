/** The canteen and stall a desk works at, remembered on this browser: a cashier sets them once per till. */
export interface DeskPlace {
  canteenId?: number;
  stallId?: number;
}

const KEY = 'canteen.desk.place';

export function loadPlace(): DeskPlace {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as DeskPlace;
    return { canteenId: Number.isInteger(v.canteenId) ? v.canteenId : undefined, stallId: Number.isInteger(v.stallId) ? v.stallId : undefined };
  } catch {
    return {};
  }
}

export function savePlace(place: DeskPlace): void {
  localStorage.setItem(KEY, JSON.stringify(place));
}
