/** First and last names reflecting Texas's mix, for list agents of other brokerages. */
export const nameVocabulary = {
  first: [
    ...['Maria', 'James', 'Jose', 'Jennifer', 'Michael', 'Guadalupe', 'David', 'Sarah', 'Carlos', 'Emily'],
    ...['Robert', 'Ana', 'Daniel', 'Jessica', 'Luis', 'Ashley', 'John', 'Sofia', 'William', 'Lauren'],
    ...['Juan', 'Megan', 'Christopher', 'Priya', 'Matthew', 'Linh', 'Andrew', 'Rachel', 'Miguel', 'Hannah'],
    ...['Tyler', 'Olivia', 'Brandon', 'Gabriela', 'Kevin', 'Amanda', 'Ricardo', 'Kayla', 'Wei', 'Taylor'],
  ],
  last: [
    ...[
      'Garcia',
      'Smith',
      'Martinez',
      'Johnson',
      'Hernandez',
      'Williams',
      'Lopez',
      'Brown',
      'Gonzalez',
      'Jones',
    ],
    ...[
      'Rodriguez',
      'Davis',
      'Perez',
      'Miller',
      'Sanchez',
      'Wilson',
      'Ramirez',
      'Anderson',
      'Flores',
      'Taylor',
    ],
    ...['Nguyen', 'Thomas', 'Rivera', 'Moore', 'Torres', 'Jackson', 'Patel', 'White', 'Reyes', 'Harris'],
    ...['Cruz', 'Clark', 'Morales', 'Lewis', 'Ortiz', 'Walker', 'Chen', 'Hall', 'Vasquez', 'Young'],
  ],
} as const;
