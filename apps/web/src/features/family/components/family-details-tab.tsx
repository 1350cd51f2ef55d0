/**
 * The Family Details tab of the Dashboard (/account/profile, spec part 2 §2). This file is the tab's slot: the
 * families feature (issue "families and subscriptions") replaces its content with the family list and dialog.
 */
export default function FamilyDetailsTab() {
  return <p>Your saved families will be listed here.</p>;
}
