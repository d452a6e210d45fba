/** PLACEHOLDER: replaced wholesale by the admin settings work of issue 13 (the file is yours: overwrite it). */
export default function SettingsTab() {
  return null;
}
