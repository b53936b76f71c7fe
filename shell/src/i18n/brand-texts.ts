// The name and the copyright line: the console's layout and the prerendered landing both show them, and the
// landing's script carries only these of the shell's texts.
export const brandTexts = {
  uz: { appName: 'Fikr', footer: '© {{year}} Fikr. Barcha huquqlar himoyalangan.' },
  ru: { appName: 'Fikr', footer: '© {{year}} Fikr. Все права защищены.' },
  en: { appName: 'Fikr', footer: '© {{year}} Fikr. All rights reserved.' },
};
