console.log('The shop server arrives with the server issue.');
