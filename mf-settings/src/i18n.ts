import { addFeatureResources } from '@fikr/shared';

export const NS = 'settings';

const uz = {
  tabs: { account: 'Akkaunt', payments: "To'lovlar" },
  paymentsUnavailable: "To'lovlar bo'limi mavjud emas",
  profile: {
    title: 'Biznes profili',
    logo: 'Logo',
    uploadLogo: 'Logo yuklash',
    removeLogo: "Logoni o'chirish",
    logoHint: 'JPG, PNG yoki WEBP, 2 MB gacha',
    logoType: 'Faqat JPG, PNG yoki WEBP formatidagi rasm yuklash mumkin',
    logoSize: 'Logo hajmi 2 MB dan oshmasligi kerak',
    name: 'Biznes nomi',
    category: 'Toifa',
    categoryPlaceholder: 'Toifani tanlang',
    description: 'Tavsif',
    phone: 'Telefon',
    email: 'Elektron pochta',
    region: 'Viloyat',
    regionPlaceholder: 'Viloyatni tanlang',
    district: 'Tuman',
    districtPlaceholder: 'Tumanni tanlang',
    address: 'Manzil',
    save: 'Saqlash',
  },
};

const ru: typeof uz = {
  tabs: { account: 'Аккаунт', payments: 'Платежи' },
  paymentsUnavailable: 'Раздел платежей недоступен',
  profile: {
    title: 'Профиль бизнеса',
    logo: 'Логотип',
    uploadLogo: 'Загрузить логотип',
    removeLogo: 'Удалить логотип',
    logoHint: 'JPG, PNG или WEBP, до 2 МБ',
    logoType: 'Можно загрузить только изображение JPG, PNG или WEBP',
    logoSize: 'Размер логотипа не должен превышать 2 МБ',
    name: 'Название бизнеса',
    category: 'Категория',
    categoryPlaceholder: 'Выберите категорию',
    description: 'Описание',
    phone: 'Телефон',
    email: 'Электронная почта',
    region: 'Регион',
    regionPlaceholder: 'Выберите регион',
    district: 'Район',
    districtPlaceholder: 'Выберите район',
    address: 'Адрес',
    save: 'Сохранить',
  },
};

const en: typeof uz = {
  tabs: { account: 'Account', payments: 'Payments' },
  paymentsUnavailable: 'The payments section is not available',
  profile: {
    title: 'Business profile',
    logo: 'Logo',
    uploadLogo: 'Upload logo',
    removeLogo: 'Remove logo',
    logoHint: 'JPG, PNG or WEBP, up to 2 MB',
    logoType: 'Only JPG, PNG or WEBP images can be uploaded',
    logoSize: 'The logo must not be larger than 2 MB',
    name: 'Business name',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    description: 'Description',
    phone: 'Phone',
    email: 'Email',
    region: 'Region',
    regionPlaceholder: 'Choose a region',
    district: 'District',
    districtPlaceholder: 'Choose a district',
    address: 'Address',
    save: 'Save',
  },
};

addFeatureResources(NS, { uz, ru, en });
